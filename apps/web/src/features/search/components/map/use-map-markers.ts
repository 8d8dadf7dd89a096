import { useMemo } from 'react';
import type { MapPointsResponse } from '@edge/contracts';
import { createClusterIndex, markersInView } from './cluster-index';
import { visibleBounds, type ScreenSize, type Viewport } from './map-viewport';
import { pointsInBounds, toPlanePoints } from './plane-points';

/** The summary list holds the first companies in view (SPEC §2). */
export const SUMMARY_LIST_LIMIT = 100;

/** Points on the plane, their clusters, and what is in view. */
export function useMapMarkers(
  answer: MapPointsResponse | undefined,
  view: Viewport,
  size: ScreenSize,
  isListOpen: boolean,
) {
  const points = useMemo(() => toPlanePoints(answer?.points ?? []), [answer]);
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
  return { points, index, markers, inView };
}
