import { useQueries } from '@tanstack/react-query';
import { countiesResponseSchema, type County } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { lookupKeys } from './search-keys';

export async function fetchCounties(state: string, signal?: AbortSignal) {
  const answer = await apiClient.get(
    `/api/v1/lookups/counties?state=${encodeURIComponent(state)}`,
    { schema: countiesResponseSchema, signal },
  );
  return answer.counties;
}

/** The counties of the chosen states, state by state (cached for good). */
export function useCounties(states: readonly string[]) {
  return useQueries({
    queries: states.map((state) => ({
      queryKey: lookupKeys.counties(state),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        fetchCounties(state, signal),
      staleTime: Infinity,
      meta: { errorHandling: 'screen' as const },
    })),
    combine: (results) => ({
      counties: results.flatMap((r) => r.data ?? []) as County[],
      isLoading: results.some((r) => r.isLoading),
      isError: results.some((r) => r.isError),
    }),
  });
}
