import { describe, expect, it } from 'vitest';
import { milesBetween } from './miles-between';
import { nearestCircleMiles } from './nearest-circle';

const CENTRE = { latitude: 30.27, longitude: -97.74 };
// About 0.69, 1.38, 2.07 and 6.9 miles north of the centre.
const POINTS: [string, number, number][] = [
  ['C', 30.3, -97.74],
  ['A', 30.28, -97.74],
  ['D', 30.37, -97.74],
  ['B', 30.29, -97.74],
];

describe('nearest circle', () => {
  it('should reach just past the last of the nearest points', () => {
    const miles = nearestCircleMiles(POINTS, CENTRE, 25, 2)!;
    const second = milesBetween(CENTRE, { latitude: 30.29, longitude: -97.74 });
    const third = milesBetween(CENTRE, { latitude: 30.3, longitude: -97.74 });
    expect(miles).toBeGreaterThan(second);
    expect(miles).toBeLessThan(third);
    expect(Math.round(miles * 100)).toBe(miles * 100);
  });

  it('should hold every point when there are fewer than asked for', () => {
    const miles = nearestCircleMiles(POINTS, CENTRE, 25, 10)!;
    expect(miles).toBeGreaterThan(6.9);
    expect(miles).toBeLessThan(7);
  });

  it('should never pass the search radius', () => {
    expect(nearestCircleMiles(POINTS, CENTRE, 5, 10)).toBe(5);
  });

  it('should be null without points', () => {
    expect(nearestCircleMiles([], CENTRE, 5, 10)).toBeNull();
  });
});
