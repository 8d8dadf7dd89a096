import type { Module } from '@edge/contracts';

export const listKeys = {
  all: ['company-lists'] as const,
  module: (module: Module) => [...listKeys.all, module] as const,
  lists: (module: Module) => [...listKeys.module(module), 'lists'] as const,
  page: (module: Module, id: number, page: number, pageSize: number) =>
    [...listKeys.module(module), 'page', id, page, pageSize] as const,
  pages: (module: Module, id: number) =>
    [...listKeys.module(module), 'page', id] as const,
  colleagues: (module: Module) =>
    [...listKeys.module(module), 'colleagues'] as const,
};
