import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MapBounds, MapName, Module } from '@edge/contracts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { mapNamesQueryOptions } from '../api/get-map-names';
import type { MapCriteria } from '../utils/map-types';

const SETTLE_MS = 400;
const NO_NAMES: ReadonlyMap<string, MapName> = new Map();

/**
 * Names for the summary list, by company id: the map points carry none, so
 * the box around the companies in view is asked for them in one call, once
 * the view has settled.
 */
export function useViewportNames(
  module: Module,
  criteria: MapCriteria,
  bounds: MapBounds | null,
  isEnabled: boolean,
): ReadonlyMap<string, MapName> {
  // Compared as text: the same box is the same question.
  const settled = useDebouncedValue(
    JSON.stringify(isEnabled ? bounds : null),
    SETTLE_MS,
  );
  const query = useQuery({
    ...mapNamesQueryOptions(
      module,
      criteria,
      JSON.parse(settled) as MapBounds | null,
    ),
    placeholderData: keepPreviousData,
  });
  const companies = isEnabled ? query.data?.companies : undefined;
  return useMemo(
    () =>
      companies
        ? new Map(companies.map((company) => [company.muns, company]))
        : NO_NAMES,
    [companies],
  );
}
