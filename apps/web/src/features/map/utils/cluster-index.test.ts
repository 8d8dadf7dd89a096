import { describe, expect, it } from 'vitest';
import {
  clusterMembers,
  clusterSplitScale,
  createClusterIndex,
  markersInView,
  type MapMarker,
} from './cluster-index';
import { fitViewport, visibleBounds } from './map-viewport';
import { toPlanePoints } from './plane-points';
import {
  ALBERS_FRAME,
  PLANE_HEIGHT,
  PLANE_WIDTH,
  projectPoint,
} from './us-projection';

const size = { width: 800, height: 520 };
const whole = { x0: 0, y0: 0, x1: PLANE_WIDTH, y1: PLANE_HEIGHT };

function setup() {
  const points = toPlanePoints(
    [
      ['A1', 30.27, -97.74], // Austin
      ['A2', 30.28, -97.75],
      ['A3', 30.26, -97.73],
      ['N1', 40.71, -74.0], // New York
      ['W1', 19.28, 166.64], // Wake Island: not drawn
    ],
    ALBERS_FRAME,
  );
  return { points, index: createClusterIndex(points) };
}

const clusters = (markers: MapMarker[]) =>
  markers.filter((m) => m.kind === 'cluster');

describe('map clustering', () => {
  it('should group close companies into one counted cluster when zoomed out', () => {
    const { points, index } = setup();
    const markers = markersInView(
      index,
      points,
      whole,
      fitViewport(size).scale,
    );
    expect(clusters(markers)).toEqual([
      expect.objectContaining({ kind: 'cluster', count: 3 }),
    ]);
    expect(markers).toContainEqual(
      expect.objectContaining({
        kind: 'point',
        index: points.indexOf.get('N1'),
      }),
    );
    expect(points.outside).toBe(1);
  });

  it('should split a cluster at its split scale into single markers', () => {
    const { points, index } = setup();
    const [cluster] = clusters(
      markersInView(index, points, whole, fitViewport(size).scale),
    );
    if (cluster?.kind !== 'cluster') throw new Error('no cluster');
    const scale = clusterSplitScale(index, cluster.id);
    expect(scale).toBeGreaterThan(fitViewport(size).scale);
    const markers = markersInView(index, points, whole, scale!);
    expect(clusters(markers)).toHaveLength(0);
    expect(markers).toHaveLength(4);
    expect(clusterMembers(index, cluster.id, 10).sort()).toEqual([0, 1, 2]);
  });

  it('should never split companies that share one spot', () => {
    const points = toPlanePoints(
      [
        ['S1', 29.834, -95.4342],
        ['S2', 29.834, -95.4342],
      ],
      ALBERS_FRAME,
    );
    const index = createClusterIndex(points);
    const [cluster] = markersInView(index, points, whole, 1);
    if (cluster?.kind !== 'cluster') throw new Error('no cluster');
    expect(cluster.isOneSpot).toBe(true);
    expect(clusterSplitScale(index, cluster.id)).toBeNull();
  });

  it('should only return markers inside the view', () => {
    const { points, index } = setup();
    const view = { scale: 40, x: 0, y: 0 };
    const nyc = projectPoint(-74.0, 40.71)!;
    const centered = {
      ...view,
      x: size.width / 2 - nyc[0] * view.scale,
      y: size.height / 2 - nyc[1] * view.scale,
    };
    const markers = markersInView(
      index,
      points,
      visibleBounds(centered, size),
      centered.scale,
    );
    expect(markers).toEqual([
      expect.objectContaining({
        kind: 'point',
        index: points.indexOf.get('N1'),
      }),
    ]);
  });
});

describe('composite projection', () => {
  it('should place Alaska, Hawaii and Puerto Rico on the drawing plane', () => {
    const places = {
      anchorage: projectPoint(-149.9, 61.22),
      honolulu: projectPoint(-157.86, 21.31),
      sanJuan: projectPoint(-66.06, 18.4),
      denver: projectPoint(-104.99, 39.74),
    };
    for (const xy of Object.values(places)) {
      expect(xy).not.toBeNull();
      const [x, y] = xy!;
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(PLANE_WIDTH);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(PLANE_HEIGHT);
    }
    // Insets below the lower 48: Alaska and Hawaii left, Puerto Rico right.
    expect(places.anchorage![0]).toBeLessThan(places.denver![0]);
    expect(places.sanJuan![0]).toBeGreaterThan(places.denver![0]);
  });
});
