import Supercluster, { type PointFeature } from 'supercluster';
import type { PlaneBounds, PlanePoints } from './plane-points';
import { PLANE_WIDTH } from './us-projection';

/** What the map draws: a cluster with its count, or one company. */
export type MapMarker =
  | {
      kind: 'cluster';
      id: number;
      count: number;
      x: number;
      y: number;
      /** Its companies share one spot: it never splits. */
      isOneSpot: boolean;
    }
  | { kind: 'point'; index: number; x: number; y: number };

interface PointProps {
  index: number;
}
export type ClusterIndex = Supercluster<PointProps>;

// Supercluster works in Web Mercator tiles; the plane is fed to it as if it
// were one, so clusters are measured in the pixels that are on screen.
const TILE_PX = 256;
const CLUSTER_RADIUS_PX = 44;
/** The deepest zoom level that still clusters (about 150 m wide). */
export const MAX_CLUSTER_ZOOM = 12;

function toLngLat(x: number, y: number): [number, number] {
  const u = x / PLANE_WIDTH;
  const v = Math.min(1, Math.max(0, y / PLANE_WIDTH));
  const lat = 2 * Math.atan(Math.exp(2 * Math.PI * (0.5 - v))) - Math.PI / 2;
  return [u * 360 - 180, (lat * 180) / Math.PI];
}

function fromLngLat(lng: number, lat: number): [number, number] {
  const sin = Math.sin((lat * Math.PI) / 180);
  const v = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
  return [(lng / 360 + 0.5) * PLANE_WIDTH, v * PLANE_WIDTH];
}

/** The tile zoom level of a scale in screen pixels per plane unit. */
export function zoomOfScale(scale: number): number {
  return Math.log2((PLANE_WIDTH * scale) / TILE_PX);
}

export function scaleOfZoom(zoom: number): number {
  return (TILE_PX * 2 ** zoom) / PLANE_WIDTH;
}

// The clustering level of a scale: the nearest one, so a cluster spans 0.7
// to 1.4 times the radius on screen.
function clusterLevel(scale: number): number {
  return Math.round(zoomOfScale(scale));
}

export function createClusterIndex(points: PlanePoints): ClusterIndex {
  const features: PointFeature<PointProps>[] = [];
  for (let index = 0; index < points.muns.length; index++) {
    features.push({
      type: 'Feature',
      properties: { index },
      geometry: {
        type: 'Point',
        coordinates: toLngLat(points.x[index]!, points.y[index]!),
      },
    });
  }
  const index = new Supercluster<PointProps>({
    radius: CLUSTER_RADIUS_PX,
    extent: TILE_PX,
    maxZoom: MAX_CLUSTER_ZOOM,
  });
  return index.load(features);
}

/** The clusters and single companies inside `bounds` at `scale`. */
export function markersInView(
  index: ClusterIndex,
  points: PlanePoints,
  bounds: PlaneBounds,
  scale: number,
): MapMarker[] {
  const [west, north] = toLngLat(bounds.x0, bounds.y0);
  const [east, south] = toLngLat(bounds.x1, bounds.y1);
  const found = index.getClusters(
    [west, south, east, north],
    clusterLevel(scale),
  );
  return found.map((feature): MapMarker => {
    const properties = feature.properties;
    if ('cluster' in properties && properties.cluster) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const [x, y] = fromLngLat(lng, lat);
      return {
        kind: 'cluster',
        id: properties.cluster_id,
        count: properties.point_count,
        x,
        y,
        isOneSpot:
          index.getClusterExpansionZoom(properties.cluster_id) >
          MAX_CLUSTER_ZOOM,
      };
    }
    const i = (properties as PointProps).index;
    return { kind: 'point', index: i, x: points.x[i]!, y: points.y[i]! };
  });
}

/**
 * The scale at which a cluster splits, or null when it never does (its
 * companies share one spot).
 */
export function clusterSplitScale(
  index: ClusterIndex,
  clusterId: number,
): number | null {
  const zoom = index.getClusterExpansionZoom(clusterId);
  if (zoom > MAX_CLUSTER_ZOOM) return null;
  // A little past where that level starts, so rounding lands on it.
  return scaleOfZoom(zoom - 0.45);
}

/** The companies of a cluster (indexes into the plane points). */
export function clusterMembers(
  index: ClusterIndex,
  clusterId: number,
  limit: number,
): number[] {
  return index
    .getLeaves(clusterId, limit)
    .map((leaf) => (leaf.properties as PointProps).index);
}
