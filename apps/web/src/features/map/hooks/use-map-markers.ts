import { useMemo } from 'react';
import { MAP_NAMES_LIMIT, type MapPointsResponse } from '@edge/contracts';
import { createClusterIndex, markersInView } from '../utils/cluster-index';
import {
  visibleBounds,
  type ScreenSize,
  type Viewport,
} from '../utils/map-viewport';
import {
  pointsInBounds,
  toPlanePoints,
  type PlanePoints,
  type PointsInBounds,
} from '../utils/plane-points';
import type { MapFrame } from '../utils/us-projection';

/** The summary list holds the first companies in view (SPEC §2). */
export const SUMMARY_LIST_LIMIT = MAP_NAMES_LIMIT;

/** The points of an answer on the plane, placed once per answer. */
export function usePlanePoints(
  answer: MapPointsResponse | undefined,
  frame: MapFrame,
) {
  return useMemo(
    () => toPlanePoints(answer?.points ?? [], frame),
    [answer, frame],
  );
}

/** The clusters of the points on the plane, and what is in view. */
export function useMapMarkers(
  points: PlanePoints,
  view: Viewport,
  size: ScreenSize,
  isListOpen: boolean,
) {
  const index = useMemo(() => createClusterIndex(points), [points]);
  const { x0, y0, x1, y1 } = visibleBounds(view, size);
  const { scale } = view;
  const markers = useMemo(
    () => markersInView(index, points, { x0, y0, x1, y1 }, scale),
    [index, points, x0, y0, x1, y1, scale],
  );
  const inView = useMemo(
    (): PointsInBounds =>
      isListOpen
        ? pointsInBounds(points, { x0, y0, x1, y1 }, SUMMARY_LIST_LIMIT)
        : { indexes: [], count: 0, box: null },
    [isListOpen, points, x0, y0, x1, y1],
  );
  return { index, markers, inView };
}
