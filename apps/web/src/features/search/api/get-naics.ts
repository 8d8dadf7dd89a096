import { queryOptions, useQuery } from '@tanstack/react-query';
import { naicsTreeResponseSchema, type Module } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { lookupKeys } from './search-keys';

export async function fetchNaicsTree(module: Module, signal?: AbortSignal) {
  const answer = await apiClient.get(`/api/v1/lookups/naics?module=${module}`, {
    schema: naicsTreeResponseSchema,
    signal,
  });
  return answer.nodes;
}

export function naicsTreeQueryOptions(module: Module) {
  return queryOptions({
    queryKey: lookupKeys.naics(module),
    queryFn: ({ signal }) => fetchNaicsTree(module, signal),
    // The tree and its counts change with a data import, not within a visit.
    staleTime: 30 * 60_000,
    meta: { errorHandling: 'screen' },
  });
}

export function useNaicsTree(module: Module, isEnabled: boolean) {
  return useQuery({ ...naicsTreeQueryOptions(module), enabled: isEnabled });
}
