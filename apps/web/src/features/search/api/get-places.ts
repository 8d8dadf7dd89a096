import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LOOKUP_DEFAULT_LIMIT, placesResponseSchema } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { lookupKeys } from './search-keys';

export async function fetchPlaces(text: string, signal?: AbortSignal) {
  const params = new URLSearchParams({
    q: text,
    limit: String(LOOKUP_DEFAULT_LIMIT),
  });
  const answer = await apiClient.get(`/api/v1/lookups/places?${params}`, {
    schema: placesResponseSchema,
    signal,
  });
  return answer.places;
}

/** ZIP codes and cities matching typed text (2 characters at least). */
export function usePlaces(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: lookupKeys.places(q),
    queryFn: ({ signal }) => fetchPlaces(q, signal),
    enabled: q.length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    meta: { errorHandling: 'screen' },
  });
}
