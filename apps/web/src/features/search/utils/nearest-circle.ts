import type { MapPointsResponse } from '@edge/contracts';
import { milesBetween, type LatLon } from './miles-between';

type MapPoint = MapPointsResponse['points'][number];

/**
 * The radius, in miles, of the smallest circle around `centre` holding its
 * `count` nearest points (all of them when fewer), rounded up to the next
 * hundredth and never past `maxMiles`; null without points.
 */
export function nearestCircleMiles(
  points: readonly MapPoint[],
  centre: LatLon,
  maxMiles: number,
  count: number,
): number | null {
  if (points.length === 0) return null;
  const distances = Float64Array.from(points, ([, latitude, longitude]) =>
    milesBetween(centre, { latitude, longitude }),
  ).sort();
  const farthest = distances[Math.min(count, distances.length) - 1]!;
  // A hundredth of a mile over, so rounding never leaves the last one out.
  return Math.min(maxMiles, Math.ceil((farthest + 0.01) * 100) / 100);
}
