import type { FilingScope, Module } from '@edge/contracts';
import type { AnyCriteria } from '../utils/search-modules';
import type { ContactsRequest, SearchRequest } from './search-request';

export const searchKeys = {
  all: ['search'] as const,
  module: (module: Module) => [...searchKeys.all, module] as const,
  results: (module: Module, request: SearchRequest) =>
    [...searchKeys.module(module), 'results', request] as const,
  /** The Contacts view's page of companies with their contacts. */
  contacts: (module: Module, request: ContactsRequest) =>
    [...searchKeys.module(module), 'contacts', request] as const,
  count: (module: Module, criteria: AnyCriteria) =>
    [...searchKeys.module(module), 'count', criteria] as const,
  /** The results columns the user chose in the module. */
  columns: (module: Module) =>
    [...searchKeys.module(module), 'columns'] as const,
  /** The companies nearest a radius search's centre, within `miles`. */
  nearest: (criteria: AnyCriteria, miles: number | null) =>
    [...searchKeys.module('pc'), 'nearest', miles, criteria] as const,
};

export const lookupKeys = {
  all: ['lookups'] as const,
  counties: (state: string) => [...lookupKeys.all, 'counties', state] as const,
  naics: (module: Module, scopes: readonly FilingScope[]) =>
    [...lookupKeys.all, 'naics', module, scopes] as const,
  industries: () => [...lookupKeys.all, 'industries'] as const,
  places: (text: string) => [...lookupKeys.all, 'places', text] as const,
  parties: (kind: 'carriers' | 'brokers', text: string) =>
    [...lookupKeys.all, kind, text] as const,
};
