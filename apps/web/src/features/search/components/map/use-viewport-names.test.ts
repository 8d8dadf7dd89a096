import { describe, expect, it } from 'vitest';
import { circleAround } from './use-viewport-names';

const at = (muns: string, latitude: number, longitude: number) => ({
  muns,
  latitude,
  longitude,
});

describe('circleAround', () => {
  it('should hold every listed company in one small circle', () => {
    const circle = circleAround([
      at('A1', 30.27, -97.74),
      at('A2', 30.3, -97.7),
    ]);
    expect(circle).toMatchObject({ latitude: 30.285, longitude: -97.72 });
    expect(circle!.miles).toBeGreaterThan(1.5);
    expect(circle!.miles).toBeLessThan(3);
  });

  it('should give up past the search radius limit', () => {
    expect(
      circleAround([at('A1', 30.27, -97.74), at('N1', 40.71, -74.0)]),
    ).toBeNull();
    expect(circleAround([])).toBeNull();
  });
});
