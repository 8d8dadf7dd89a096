import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  brokersResponseSchema,
  carriersResponseSchema,
  LOOKUP_DEFAULT_LIMIT,
  type NamedParty,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { lookupKeys } from './search-keys';

export type PartyKind = 'carriers' | 'brokers';

export async function fetchParties(
  kind: PartyKind,
  text: string,
  signal?: AbortSignal,
): Promise<NamedParty[]> {
  const params = new URLSearchParams({
    q: text,
    limit: String(LOOKUP_DEFAULT_LIMIT),
  });
  const path = `/api/v1/lookups/${kind}?${params}`;
  if (kind === 'carriers') {
    const answer = await apiClient.get(path, {
      schema: carriersResponseSchema,
      signal,
    });
    return answer.carriers;
  }
  const answer = await apiClient.get(path, {
    schema: brokersResponseSchema,
    signal,
  });
  return answer.brokers;
}

/** Carriers or brokers whose names match typed text, with company counts. */
export function useParties(kind: PartyKind, text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: lookupKeys.parties(kind, q),
    queryFn: ({ signal }) => fetchParties(kind, q, signal),
    enabled: q.length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    meta: { errorHandling: 'screen' },
  });
}
