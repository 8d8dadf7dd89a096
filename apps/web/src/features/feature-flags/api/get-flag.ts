import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  FEATURE_FLAG_DEFAULTS,
  flagVariationSchema,
  type FeatureFlag,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { flagKeys } from './flag-keys';

// SPEC §9: flag toggles are cached for 4 minutes.
export const FLAG_STALE_TIME_MS = 4 * 60 * 1000;

export async function fetchFlag(flag: FeatureFlag, signal?: AbortSignal) {
  const query = new URLSearchParams({ flag }).toString();
  const answer = await apiClient.get(`/api/ld-variation?${query}`, {
    schema: flagVariationSchema,
    signal,
  });
  return answer.value;
}

/**
 * A flag as the server evaluates it for the signed-in user's account; the
 * account is in the key, so one account's answer never serves another.
 */
export function flagQueryOptions(flag: FeatureFlag, accountId: number) {
  return queryOptions({
    queryKey: flagKeys.flag(accountId, flag),
    queryFn: ({ signal }) => fetchFlag(flag, signal),
    staleTime: FLAG_STALE_TIME_MS,
    // A flag that cannot be read falls back to its default, silently.
    meta: { errorHandling: 'inline' },
  });
}

/** Whether the answer is in yet, and the flag's value (its default until then). */
export interface FlagState {
  isPending: boolean;
  value: boolean;
}

/**
 * A flag of the signed-in user's account (`accountId`); signed out (no
 * account), nothing is asked and the flag keeps its spec default.
 */
export function useFlagState(
  flag: FeatureFlag,
  accountId: number | null | undefined,
): FlagState {
  const { data, isPending } = useQuery({
    ...flagQueryOptions(flag, accountId ?? 0),
    enabled: typeof accountId === 'number',
  });
  return {
    // A failed read counts as answered: the default holds.
    isPending: typeof accountId === 'number' && isPending,
    value: data ?? FEATURE_FLAG_DEFAULTS[flag],
  };
}

/** A flag's value; its spec default until (or unless) the server answers. */
export function useFlag(
  flag: FeatureFlag,
  accountId: number | null | undefined,
): boolean {
  return useFlagState(flag, accountId).value;
}
