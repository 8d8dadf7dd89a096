import { describe, expect, it } from 'vitest';
import {
  centerOn,
  fitViewport,
  MAX_SCALE,
  panBy,
  toScreen,
  visibleBounds,
  zoomAround,
} from './map-viewport';
import { PLANE_HEIGHT, PLANE_WIDTH } from './us-projection';

const size = { width: 800, height: 520 };

describe('map viewport', () => {
  it('should fit the whole plane inside the map', () => {
    const bounds = visibleBounds(fitViewport(size), size);
    expect(bounds.x0).toBeLessThanOrEqual(0);
    expect(bounds.y0).toBeLessThanOrEqual(0);
    expect(bounds.x1).toBeGreaterThanOrEqual(PLANE_WIDTH);
    expect(bounds.y1).toBeGreaterThanOrEqual(PLANE_HEIGHT);
  });

  it('should keep the point under the cursor in place when zooming', () => {
    const start = fitViewport(size);
    const at: [number, number] = [300, 200];
    const before = [
      (at[0] - start.x) / start.scale,
      (at[1] - start.y) / start.scale,
    ];
    const zoomed = zoomAround(start, 2, at, size);
    expect(zoomed.scale).toBeCloseTo(start.scale * 2);
    const after = toScreen(zoomed, before[0]!, before[1]!);
    expect(after.left).toBeCloseTo(at[0]);
    expect(after.top).toBeCloseTo(at[1]);
  });

  it('should not zoom out past the whole map nor in past the closest view', () => {
    const start = fitViewport(size);
    expect(zoomAround(start, 0.5, [0, 0], size).scale).toBe(start.scale);
    const deep = zoomAround(start, 1e9, [400, 260], size);
    expect(deep.scale).toBe(MAX_SCALE);
  });

  it('should center a point and keep the middle of the map over the plane', () => {
    const view = centerOn([500, 300], 4, size);
    expect(toScreen(view, 500, 300)).toEqual({ left: 400, top: 260 });
    const far = panBy(view, 1e6, 1e6, size);
    const bounds = visibleBounds(far, size);
    expect((bounds.x0 + bounds.x1) / 2).toBeCloseTo(0);
    expect((bounds.y0 + bounds.y1) / 2).toBeCloseTo(0);
  });
});
