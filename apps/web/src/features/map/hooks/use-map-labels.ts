import { useCallback } from 'react';
import type { MapName } from '@edge/contracts';
import type { SummaryItem } from '../components/map-summary-list';
import type { MapTarget } from '../utils/map-types';
import type { PlanePoints } from '../utils/plane-points';

/**
 * What the map calls its companies: the name of a hit at hand, else the
 * name in view, else 'Company <id>'; with the place where it is known.
 */
export function useMapLabels(
  points: PlanePoints,
  known: ReadonlyMap<string, MapTarget>,
  names: ReadonlyMap<string, MapName>,
) {
  const namedAt = useCallback(
    (i: number) => {
      const muns = points.muns[i] ?? '';
      return known.get(muns)?.hit ?? names.get(muns) ?? null;
    },
    [points, known, names],
  );
  const labelOf = useCallback(
    (i: number) => namedAt(i)?.entity_name ?? `Company ${points.muns[i]}`,
    [namedAt, points],
  );
  const itemAt = (i: number): SummaryItem => {
    const named = namedAt(i);
    const place = named && [named.city, named.state].filter(Boolean).join(', ');
    return {
      index: i,
      muns: points.muns[i]!,
      name: labelOf(i),
      place: place || null,
    };
  };
  return { labelOf, itemAt };
}
