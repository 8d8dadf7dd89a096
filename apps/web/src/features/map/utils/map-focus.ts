import { useMemo } from 'react';
import { scaleOfZoom } from './cluster-index';
import {
  centerOn,
  fitViewport,
  type ScreenSize,
  type Viewport,
} from './map-viewport';
import type { PlaneBounds } from './plane-points';
import type { MapFrame } from './us-projection';

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
// What the map starts on fills this share of the map's width or height.
const FILL = 0.8;
/** The closest start: a town across, even for one company or one spot. */
export const HOME_MAX_SCALE = scaleOfZoom(11);

/** The focus drawn on the plane; null outside every drawn part of the map. */
export function focusOnPlane(
  focus: MapFocus,
  frame: MapFrame,
): PlaneCircle | null {
  const { latitude, longitude, miles } = focus;
  // The part of the map the centre is in draws the whole circle.
  const inset = frame.insets.find((part) => part.contains(longitude, latitude));
  const centre = inset?.projection([longitude, latitude]);
  const north = inset?.projection([
    longitude,
    latitude + miles / MILES_PER_DEGREE_OF_LATITUDE,
  ]);
  if (!centre || !north) return null;
  const r = Math.hypot(north[0] - centre[0], north[1] - centre[1]);
  return { x: centre[0], y: centre[1], r };
}

/** The square around a circle. */
export function circleBounds(circle: PlaneCircle): PlaneBounds {
  const { x, y, r } = circle;
  return { x0: x - r, y0: y - r, x1: x + r, y1: y + r };
}

/** The view that frames a rectangle of the plane, centred. */
export function boundsViewport(
  bounds: PlaneBounds,
  size: ScreenSize,
): Viewport {
  const width = Math.max(bounds.x1 - bounds.x0, 1e-6);
  const height = Math.max(bounds.y1 - bounds.y0, 1e-6);
  const fit = FILL * Math.min(size.width / width, size.height / height);
  const middle: [number, number] = [
    (bounds.x0 + bounds.x1) / 2,
    (bounds.y0 + bounds.y1) / 2,
  ];
  return centerOn(middle, Math.min(fit, HOME_MAX_SCALE), size);
}

/**
 * Where the map starts and Reset returns: a rectangle (the searched circle
 * or the results), or the whole map.
 */
export function homeViewport(
  home: PlaneBounds | null,
  size: ScreenSize,
): Viewport {
  return home ? boundsViewport(home, size) : fitViewport(size);
}

/** The focus on the plane, the same object while the focus is the same. */
export function useFocusCircle(
  focus: MapFocus | null | undefined,
  frame: MapFrame,
): PlaneCircle | null {
  const { latitude, longitude, miles } = focus ?? {};
  return useMemo(
    () =>
      latitude === undefined || longitude === undefined || !miles
        ? null
        : focusOnPlane({ latitude, longitude, miles }, frame),
    [latitude, longitude, miles, frame],
  );
}
