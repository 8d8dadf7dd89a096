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
import { apiClient } from '../../../lib/api-client';
import { shouldRetryUnlessClientError } from '../../../lib/should-retry-unless-client-error';
import type { MapCriteria } from '../utils/map-types';
import { mapKeys, mapPath } from './map-keys';

// POST /api/v1/search/{pnc|eb}/map: every match with coordinates, capped.
export async function fetchMapPoints(
  module: Module,
  criteria: MapCriteria,
  signal?: AbortSignal,
): Promise<MapPointsResponse> {
  return apiClient.post(mapPath(module, ''), {
    body: { json: { criteria } },
    schema: mapPointsResponseSchema,
    signal,
  });
}

export function mapPointsQueryOptions(module: Module, criteria: MapCriteria) {
  return queryOptions({
    queryKey: mapKeys.points(module, criteria),
    queryFn: ({ signal }) => fetchMapPoints(module, criteria, signal),
    staleTime: 60_000,
    retry: shouldRetryUnlessClientError,
    // The map shows its own error state.
    meta: { errorHandling: 'screen' },
  });
}

/** The points of a search; the last points stay on the map while it loads. */
export function useMapPoints(module: Module, criteria: MapCriteria) {
  return useQuery({
    ...mapPointsQueryOptions(module, criteria),
    placeholderData: keepPreviousData,
  });
}
