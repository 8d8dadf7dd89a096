import type { BrokerClientsQuery } from '@edge/contracts';

export const brokerKeys = {
  all: ['brokers'] as const,
  detail: (msid: string) => [...brokerKeys.all, msid] as const,
  profile: (msid: string) => [...brokerKeys.detail(msid), 'profile'] as const,
  clients: (msid: string, query: BrokerClientsQuery) =>
    [...brokerKeys.detail(msid), 'clients', query] as const,
};
