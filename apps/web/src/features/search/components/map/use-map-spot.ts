import { useCallback, useMemo, useState } from 'react';
import type { Module } from '@edge/contracts';
import type { AnyCriteria } from '../../utils/search-modules';
import { clusterMembers, type ClusterIndex } from './cluster-index';
import { companyAt, type PlanePoints } from './plane-points';
import { useViewportNames } from './use-viewport-names';

/** The spot list holds the first companies of a spot. */
export const SPOT_LIST_LIMIT = 100;

interface OpenSpot {
  anchor: Element;
  clusterId: number;
  count: number;
  /** The clusters the id belongs to: other results close the list. */
  index: ClusterIndex;
}

/** A cluster whose companies share one spot, opened as a list of them. */
export function useMapSpot(
  module: Module,
  criteria: AnyCriteria,
  points: PlanePoints,
  index: ClusterIndex,
) {
  const [chosen, setChosen] = useState<OpenSpot | null>(null);
  const opened = chosen?.index === index ? chosen : null;
  const members = useMemo(
    () =>
      opened ? clusterMembers(index, opened.clusterId, SPOT_LIST_LIMIT) : [],
    [opened, index],
  );
  const companies = members.map((i) => companyAt(points, i));
  // The points carry no names: they are searched for around the spot.
  const hits = useViewportNames(module, criteria, companies, opened !== null);
  const open = useCallback(
    (clusterId: number, count: number, anchor: Element) =>
      setChosen({ anchor, clusterId, count, index }),
    [index],
  );
  const close = useCallback(() => setChosen(null), []);
  return { opened, members, hits, open, close };
}
