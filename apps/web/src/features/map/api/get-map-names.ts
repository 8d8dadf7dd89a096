import { queryOptions } from '@tanstack/react-query';
import {
  mapNamesResponseSchema,
  type MapBounds,
  type MapNamesResponse,
  type Module,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { shouldRetryUnlessClientError } from '../../../lib/should-retry-unless-client-error';
import type { MapCriteria } from '../utils/map-types';
import { mapKeys, mapPath } from './map-keys';

const NO_NAMES: MapNamesResponse = { total: 0, companies: [] };

// POST /api/v1/search/{pnc|eb}/map/names: how many matches lie in the box,
// and the names of the first MAP_NAMES_LIMIT in the order of the points.
export async function fetchMapNames(
  module: Module,
  criteria: MapCriteria,
  bounds: MapBounds,
  signal?: AbortSignal,
): Promise<MapNamesResponse> {
  return apiClient.post(mapPath(module, '/names'), {
    body: { json: { criteria, bounds } },
    schema: mapNamesResponseSchema,
    signal,
  });
}

export function mapNamesQueryOptions(
  module: Module,
  criteria: MapCriteria,
  bounds: MapBounds | null,
) {
  return queryOptions({
    queryKey: mapKeys.names(module, criteria, bounds),
    queryFn: ({ signal }) =>
      bounds ? fetchMapNames(module, criteria, bounds, signal) : NO_NAMES,
    enabled: bounds !== null,
    staleTime: 5 * 60_000,
    retry: shouldRetryUnlessClientError,
    // Names are a nicety: the list still works without them.
    meta: { errorHandling: 'screen' },
  });
}
