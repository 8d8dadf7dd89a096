import type { BrokerClientsQuery, BrokerSearchQuery } from '@edge/contracts';

export const brokerKeys = {
  all: ['brokers'] as const,
  search: (query: BrokerSearchQuery) =>
    [...brokerKeys.all, 'search', query] as const,
  detail: (msid: string) => [...brokerKeys.all, msid] as const,
  profile: (msid: string) => [...brokerKeys.detail(msid), 'profile'] as const,
  clients: (msid: string, query: BrokerClientsQuery) =>
    [...brokerKeys.detail(msid), 'clients', query] as const,
};
