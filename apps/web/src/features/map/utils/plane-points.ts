import type { MapBounds, MapPointsResponse } from '@edge/contracts';
import type { MapCompany } from './map-types';
import { projectPoint, type MapFrame } from './us-projection';

export type MapPoint = MapPointsResponse['points'][number];

/** The map points placed on the drawing plane, in the server's order. */
export interface PlanePoints {
  muns: string[];
  latitude: number[];
  longitude: number[];
  x: Float64Array;
  y: Float64Array;
  /** Index of each company identifier, for highlighting a choice. */
  indexOf: Map<string, number>;
  /** Points with coordinates outside every drawn part of the map. */
  outside: number;
}

export function toPlanePoints(
  points: readonly MapPoint[],
  frame: MapFrame,
): PlanePoints {
  const placed: PlanePoints = {
    muns: [],
    latitude: [],
    longitude: [],
    x: new Float64Array(points.length),
    y: new Float64Array(points.length),
    indexOf: new Map(),
    outside: 0,
  };
  for (const [muns, latitude, longitude] of points) {
    const xy = projectPoint(longitude, latitude, frame);
    if (!xy) {
      placed.outside++;
      continue;
    }
    const i = placed.muns.length;
    placed.muns.push(muns);
    placed.latitude.push(latitude);
    placed.longitude.push(longitude);
    placed.x[i] = xy[0];
    placed.y[i] = xy[1];
    placed.indexOf.set(muns, i);
  }
  return placed;
}

/** The company of the `i`th point. */
export function companyAt(points: PlanePoints, i: number): MapCompany {
  return {
    muns: points.muns[i]!,
    latitude: points.latitude[i]!,
    longitude: points.longitude[i]!,
  };
}

export function pointCount(points: PlanePoints): number {
  return points.muns.length;
}

/** A rectangle of the drawing plane. */
export interface PlaneBounds {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** What of the points lies inside a rectangle of the plane. */
export interface PointsInBounds {
  /** The first points inside, in the server's order. */
  indexes: number[];
  count: number;
  /** The latitudes and longitudes of every point inside; null for none. */
  box: MapBounds | null;
}

/** The first `limit` points inside `bounds`, how many, and where. */
export function pointsInBounds(
  points: PlanePoints,
  bounds: PlaneBounds,
  limit: number,
): PointsInBounds {
  const indexes: number[] = [];
  let count = 0;
  const box = { south: 90, west: 180, north: -90, east: -180 };
  const { x, y } = points;
  for (let i = 0; i < points.muns.length; i++) {
    const px = x[i]!;
    const py = y[i]!;
    if (px < bounds.x0 || px > bounds.x1 || py < bounds.y0 || py > bounds.y1)
      continue;
    count++;
    if (indexes.length < limit) indexes.push(i);
    const latitude = points.latitude[i]!;
    const longitude = points.longitude[i]!;
    box.south = Math.min(box.south, latitude);
    box.north = Math.max(box.north, latitude);
    box.west = Math.min(box.west, longitude);
    box.east = Math.max(box.east, longitude);
  }
  return { indexes, count, box: count > 0 ? box : null };
}

/** The smallest rectangle around every point; null without points. */
export function planeBounds(points: PlanePoints): PlaneBounds | null {
  const { x, y } = points;
  const count = pointCount(points);
  if (count === 0) return null;
  const bounds = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (let i = 0; i < count; i++) {
    bounds.x0 = Math.min(bounds.x0, x[i]!);
    bounds.x1 = Math.max(bounds.x1, x[i]!);
    bounds.y0 = Math.min(bounds.y0, y[i]!);
    bounds.y1 = Math.max(bounds.y1, y[i]!);
  }
  return bounds;
}
