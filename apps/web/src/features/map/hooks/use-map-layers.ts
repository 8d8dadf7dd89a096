import { useQuery } from '@tanstack/react-query';
import { mapKeys } from '../api/map-keys';
import { loadCountyBorders, loadStateShapes } from '../utils/us-shapes';
import { MAP_FRAMES, type MapFrame } from '../utils/us-projection';

/** County borders appear from about the size of one state on screen. */
export const COUNTY_MIN_SCALE = 3;

/** The drawn layers: states always; counties once zoomed in (loaded then). */
export function useMapLayers(scale: number, frame: MapFrame) {
  const { name } = frame;
  const wantsCounties = scale >= COUNTY_MIN_SCALE;
  // Shipped with the app: loaded once, never stale.
  const states = useQuery({
    queryKey: mapKeys.shapes('states', name),
    queryFn: () => loadStateShapes(MAP_FRAMES[name]),
    staleTime: Infinity,
    gcTime: Infinity,
    // Without shapes the points still show: no message for it.
    meta: { errorHandling: 'screen' },
  });
  const counties = useQuery({
    queryKey: mapKeys.shapes('counties', name),
    queryFn: () => loadCountyBorders(MAP_FRAMES[name]),
    staleTime: Infinity,
    gcTime: Infinity,
    enabled: wantsCounties,
    meta: { errorHandling: 'screen' },
  });
  return {
    states: states.data ?? [],
    counties: wantsCounties ? (counties.data ?? null) : null,
  };
}
