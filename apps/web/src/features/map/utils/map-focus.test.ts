import { describe, expect, it } from 'vitest';
import {
  boundsViewport,
  circleBounds,
  focusOnPlane,
  HOME_MAX_SCALE,
  homeViewport,
  type MapFocus,
} from './map-focus';
import { fitViewport, toScreen } from './map-viewport';
import { planeBounds, toPlanePoints, type MapPoint } from './plane-points';
import { ALBERS_FRAME } from './us-projection';

const SIZE = { width: 800, height: 500 };
const albersFocus = (focus: MapFocus) => focusOnPlane(focus, ALBERS_FRAME);
const albersPoints = (points: MapPoint[]) =>
  toPlanePoints(points, ALBERS_FRAME);

describe('map focus', () => {
  it('should draw a radius to scale: twice the miles, twice the circle', () => {
    const ten = albersFocus({
      latitude: 30.27,
      longitude: -97.74,
      miles: 10,
    })!;
    const twenty = albersFocus({
      latitude: 30.27,
      longitude: -97.74,
      miles: 20,
    })!;
    expect(twenty.x).toBe(ten.x);
    expect(twenty.r / ten.r).toBeCloseTo(2, 1);
  });

  it('should be null for a place outside the drawn map', () => {
    expect(
      albersFocus({ latitude: 13.44, longitude: 144.79, miles: 10 }),
    ).toBeNull();
  });

  it('should centre the circle and fit it in the shorter side', () => {
    const circle = albersFocus({
      latitude: 30.27,
      longitude: -97.74,
      miles: 10,
    })!;
    const view = boundsViewport(circleBounds(circle), SIZE);
    const centre = toScreen(view, circle.x, circle.y);
    expect(centre.left).toBeCloseTo(400, 5);
    expect(centre.top).toBeCloseTo(250, 5);
    const diameter = 2 * circle.r * view.scale;
    expect(diameter).toBeLessThanOrEqual(500);
    expect(diameter).toBeGreaterThan(300);
  });

  it('should frame the results: Texas fills the map, not the whole US', () => {
    const texas = albersPoints([
      ['EP', 31.76, -106.49], // El Paso
      ['HO', 29.76, -95.37], // Houston
      ['AM', 35.22, -101.83], // Amarillo
      ['BR', 25.9, -97.5], // Brownsville
    ]);
    const bounds = planeBounds(texas)!;
    const view = homeViewport(bounds, SIZE);
    expect(view.scale).toBeGreaterThan(2 * fitViewport(SIZE).scale);
    const onScreen = [0, 1, 2, 3].map((i) =>
      toScreen(view, texas.x[i]!, texas.y[i]!),
    );
    for (const { left, top } of onScreen) {
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left).toBeLessThanOrEqual(SIZE.width);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThanOrEqual(SIZE.height);
    }
    const span = (values: number[]) =>
      Math.max(...values) - Math.min(...values);
    // The results fill the map's width or height, less a margin.
    const fill = Math.max(
      span(onScreen.map((p) => p.left)) / SIZE.width,
      span(onScreen.map((p) => p.top)) / SIZE.height,
    );
    expect(fill).toBeCloseTo(0.8, 5);
  });

  it('should start on a town around companies that share one spot', () => {
    const spot = albersPoints([
      ['A', 30.27, -97.74],
      ['B', 30.27, -97.74],
    ]);
    const view = homeViewport(planeBounds(spot), SIZE);
    expect(view.scale).toBeCloseTo(HOME_MAX_SCALE, 6);
    const { left, top } = toScreen(view, spot.x[0]!, spot.y[0]!);
    expect(left).toBeCloseTo(SIZE.width / 2, 6);
    expect(top).toBeCloseTo(SIZE.height / 2, 6);
  });

  it('should start on the whole map without a focus', () => {
    expect(planeBounds(albersPoints([]))).toBeNull();
    expect(homeViewport(null, SIZE)).toEqual(fitViewport(SIZE));
  });
});
