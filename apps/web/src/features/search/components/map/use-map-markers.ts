import { useMemo } from 'react';
import type { MapPointsResponse } from '@edge/contracts';
import { createClusterIndex, markersInView } from './cluster-index';
import { visibleBounds, type ScreenSize, type Viewport } from './map-viewport';
import {
  pointsInBounds,
  toPlanePoints,
  type PlanePoints,
} from './plane-points';
import type { MapFrame } from './us-projection';

/** The summary list holds the first companies in view (SPEC §2). */
export const SUMMARY_LIST_LIMIT = 100;

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
    () =>
      isListOpen
        ? pointsInBounds(points, { x0, y0, x1, y1 }, SUMMARY_LIST_LIMIT)
        : { indexes: [], count: 0 },
    [isListOpen, points, x0, y0, x1, y1],
  );
  return { index, markers, inView };
}
