import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  naicsTreeResponseSchema,
  type FilingScope,
  type Module,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { lookupKeys } from './search-keys';

// The tree and its counts change with a data import, not within a visit.
const TREE_STALE_MS = 30 * 60_000;

/** Benefits counts follow the ticked filing scopes; commercial has none. */
const scopesOf = (module: Module, scopes?: readonly FilingScope[]) =>
  module === 'eb' && scopes?.length ? [...scopes].sort() : [];

export async function fetchNaicsTree(
  module: Module,
  scopes: readonly FilingScope[],
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ module });
  if (scopes.length > 0) query.set('scopes', scopes.join(','));
  const answer = await apiClient.get(`/api/v1/lookups/naics?${query}`, {
    schema: naicsTreeResponseSchema,
    signal,
  });
  return answer.nodes;
}

export function naicsTreeQueryOptions(
  module: Module,
  scopes?: readonly FilingScope[],
) {
  const asked = scopesOf(module, scopes);
  return queryOptions({
    queryKey: lookupKeys.naics(module, asked),
    queryFn: ({ signal }) => fetchNaicsTree(module, asked, signal),
    staleTime: TREE_STALE_MS,
    meta: { errorHandling: 'screen' },
  });
}

/** The search's industry tree, counted for the module (and benefits scopes). */
export function useNaicsTree(module: Module, scopes?: readonly FilingScope[]) {
  return useQuery({
    ...naicsTreeQueryOptions(module, scopes),
    // Other scopes keep the tree on screen while their counts load.
    placeholderData: (previous) => previous,
  });
}

/** The Industries page: the commercial tree and the total it counts. */
export function useIndustries() {
  return useQuery({
    queryKey: lookupKeys.industries(),
    queryFn: ({ signal }) =>
      apiClient.get('/api/v1/industries', {
        schema: naicsTreeResponseSchema,
        signal,
      }),
    staleTime: TREE_STALE_MS,
    meta: { errorHandling: 'screen' },
  });
}
