import { useMemo } from 'react';
import {
  centerOn,
  fitViewport,
  type ScreenSize,
  type Viewport,
} from './map-viewport';
import { MAP_INSETS } from './us-projection';

/** A circle to show on the map: a place and the miles around it. */
export interface MapFocus {
  latitude: number;
  longitude: number;
  miles: number;
}

/** A circle on the drawing plane. */
export interface PlaneCircle {
  x: number;
  y: number;
  r: number;
}

const MILES_PER_DEGREE_OF_LATITUDE = 69;
// The circle fills this share of the map's shorter side.
const FILL = 0.8;

/** The focus drawn on the plane; null outside every drawn part of the map. */
export function focusOnPlane(focus: MapFocus): PlaneCircle | null {
  const { latitude, longitude, miles } = focus;
  // The part of the map the centre is in draws the whole circle.
  const inset = MAP_INSETS.find((part) => part.contains(longitude, latitude));
  const centre = inset?.projection([longitude, latitude]);
  const north = inset?.projection([
    longitude,
    latitude + miles / MILES_PER_DEGREE_OF_LATITUDE,
  ]);
  if (!centre || !north) return null;
  const r = Math.hypot(north[0] - centre[0], north[1] - centre[1]);
  return { x: centre[0], y: centre[1], r };
}

/** The view that frames a circle, centred. */
export function circleViewport(
  circle: PlaneCircle,
  size: ScreenSize,
): Viewport {
  const side = Math.min(size.width, size.height);
  const scale = (side * FILL) / (2 * Math.max(circle.r, 1e-6));
  return centerOn([circle.x, circle.y], scale, size);
}

/** Where the map starts and Reset returns: the circle, or the whole map. */
export function homeViewport(
  home: PlaneCircle | null,
  size: ScreenSize,
): Viewport {
  return home ? circleViewport(home, size) : fitViewport(size);
}

/** The focus on the plane, the same object while the focus is the same. */
export function useFocusCircle(
  focus: MapFocus | null | undefined,
): PlaneCircle | null {
  const { latitude, longitude, miles } = focus ?? {};
  return useMemo(
    () =>
      latitude === undefined || longitude === undefined || !miles
        ? null
        : focusOnPlane({ latitude, longitude, miles }),
    [latitude, longitude, miles],
  );
}
