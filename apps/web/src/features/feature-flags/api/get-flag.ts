import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  FEATURE_FLAG_DEFAULTS,
  flagVariationSchema,
  type FeatureFlag,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';

// SPEC §9: flag toggles are cached for 4 minutes.
export const FLAG_STALE_TIME_MS = 4 * 60 * 1000;

export const flagKeys = {
  all: ['feature-flags'] as const,
  flag: (flag: FeatureFlag) => [...flagKeys.all, flag] as const,
};

export async function fetchFlag(flag: FeatureFlag, signal?: AbortSignal) {
  const query = new URLSearchParams({ flag }).toString();
  const answer = await apiClient.get(`/api/ld-variation?${query}`, {
    schema: flagVariationSchema,
    signal,
  });
  return answer.value;
}

export function flagQueryOptions(flag: FeatureFlag) {
  return queryOptions({
    queryKey: flagKeys.flag(flag),
    queryFn: ({ signal }) => fetchFlag(flag, signal),
    staleTime: FLAG_STALE_TIME_MS,
    // A flag that cannot be read falls back to its default, silently.
    meta: { errorHandling: 'inline' },
  });
}

/** A flag's value; its spec default until (or unless) the server answers. */
export function useFlag(flag: FeatureFlag): boolean {
  const { data } = useQuery(flagQueryOptions(flag));
  return data ?? FEATURE_FLAG_DEFAULTS[flag];
}
