import { queryOptions, useQuery } from '@tanstack/react-query';
import { mapSettingsSchema, type MapSettings } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { mapKeys } from './map-keys';
import {
  ALBERS_FRAME,
  MERCATOR_FRAME,
  type MapFrame,
} from '../utils/us-projection';

// GET /api/v1/site/map: the server's MAP_TILE_URL, if any.
export async function fetchMapSettings(
  signal?: AbortSignal,
): Promise<MapSettings> {
  return apiClient.get('/api/v1/site/map', {
    schema: mapSettingsSchema,
    signal,
  });
}

export function mapSettingsQueryOptions() {
  return queryOptions({
    queryKey: mapKeys.settings(),
    queryFn: ({ signal }) => fetchMapSettings(signal),
    // Set at the server's start: read once per visit.
    staleTime: Infinity,
    // Without it the offline map is drawn: no message.
    meta: { errorHandling: 'inline' },
  });
}

export interface BaseMap {
  frame: MapFrame;
  /** The raster tile template drawn under the map, if configured. */
  tileUrl: string | null;
}

/** The base map: configured tiles in Web Mercator, else the offline shapes. */
export function useBaseMap(): BaseMap {
  // The offline map until (or unless) the server answers.
  const { data } = useQuery(mapSettingsQueryOptions());
  const tileUrl = data?.tileUrl ?? null;
  return { frame: tileUrl ? MERCATOR_FRAME : ALBERS_FRAME, tileUrl };
}
