import { describe, expect, it } from 'vitest';
import { circleViewport, focusOnPlane, homeViewport } from './map-focus';
import { fitViewport, toScreen } from './map-viewport';

const SIZE = { width: 800, height: 500 };

describe('map focus', () => {
  it('should draw a radius to scale: twice the miles, twice the circle', () => {
    const ten = focusOnPlane({
      latitude: 30.27,
      longitude: -97.74,
      miles: 10,
    })!;
    const twenty = focusOnPlane({
      latitude: 30.27,
      longitude: -97.74,
      miles: 20,
    })!;
    expect(twenty.x).toBe(ten.x);
    expect(twenty.r / ten.r).toBeCloseTo(2, 1);
  });

  it('should be null for a place outside the drawn map', () => {
    expect(
      focusOnPlane({ latitude: 13.44, longitude: 144.79, miles: 10 }),
    ).toBeNull();
  });

  it('should centre the circle and fit it in the shorter side', () => {
    const circle = focusOnPlane({
      latitude: 30.27,
      longitude: -97.74,
      miles: 10,
    })!;
    const view = circleViewport(circle, SIZE);
    const centre = toScreen(view, circle.x, circle.y);
    expect(centre.left).toBeCloseTo(400, 5);
    expect(centre.top).toBeCloseTo(250, 5);
    const diameter = 2 * circle.r * view.scale;
    expect(diameter).toBeLessThanOrEqual(500);
    expect(diameter).toBeGreaterThan(300);
  });

  it('should start on the whole map without a focus', () => {
    expect(homeViewport(null, SIZE)).toEqual(fitViewport(SIZE));
  });
});
