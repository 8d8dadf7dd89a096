import {
  keepPreviousData,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';
import {
  mapPointsResponseSchema,
  type MapPointsResponse,
  type Module,
} from '@edge/contracts';
import { apiClient } from '../../../../lib/api-client';
import { shouldRetrySearch } from '../../api/search-request';
import { SEARCH_SUFFIX, type AnyCriteria } from '../../utils/search-modules';
import { mapKeys } from './map-keys';

// POST /api/v1/search/{pnc|eb}/map: every match with coordinates, capped.
export async function fetchMapPoints(
  module: Module,
  criteria: AnyCriteria,
  signal?: AbortSignal,
): Promise<MapPointsResponse> {
  return apiClient.post(`/api/v1/search/${SEARCH_SUFFIX[module]}/map`, {
    body: { json: { criteria } },
    schema: mapPointsResponseSchema,
    signal,
  });
}

export function mapPointsQueryOptions(module: Module, criteria: AnyCriteria) {
  return queryOptions({
    queryKey: mapKeys.points(module, criteria),
    queryFn: ({ signal }) => fetchMapPoints(module, criteria, signal),
    staleTime: 60_000,
    retry: shouldRetrySearch,
    // The map shows its own error state.
    meta: { errorHandling: 'screen' },
  });
}

/** The points of a search; the last points stay on the map while it loads. */
export function useMapPoints(module: Module, criteria: AnyCriteria) {
  return useQuery({
    ...mapPointsQueryOptions(module, criteria),
    placeholderData: keepPreviousData,
  });
}
