import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MAP_COMPANIES_MAX, type Module } from '@edge/contracts';
import { mapCompaniesQueryOptions } from '../api/get-map-companies';
import { clusterMembers, type ClusterIndex } from '../utils/cluster-index';
import type { MapCriteria, MapTarget } from '../utils/map-types';
import type { PlanePoints } from '../utils/plane-points';

/** The spot list holds the first companies of a spot. */
export const SPOT_LIST_LIMIT = MAP_COMPANIES_MAX;
const NO_TARGETS: MapTarget[] = [];

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
  criteria: MapCriteria,
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
  // The points carry no names: the spot's companies are asked for at once.
  const muns = members.map((i) => points.muns[i]!);
  const query = useQuery({
    ...mapCompaniesQueryOptions(module, criteria, muns),
    enabled: muns.length > 0,
  });
  const hits = (opened && query.data) || NO_TARGETS;
  const open = useCallback(
    (clusterId: number, count: number, anchor: Element) =>
      setChosen({ anchor, clusterId, count, index }),
    [index],
  );
  const close = useCallback(() => setChosen(null), []);
  return { opened, members, hits, open, close };
}
