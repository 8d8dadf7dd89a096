import { useCallback, useState } from 'react';
import {
  countPoliciesFilter,
  EMPTY_POLICIES_FILTER,
  toModRange,
  type PoliciesFilter,
} from '../utils/policies-filter';
import { toggleValue } from '../utils/toggle-value';

/** SPEC §4: the 'Policies and mods' panel: open or closed, and its picks. */
export function usePoliciesFilter() {
  const [isExpanded, setIsExpanded] = useState(false);
  const [filter, setFilter] = useState<PoliciesFilter>(EMPTY_POLICIES_FILTER);
  const toggle = useCallback(
    (field: 'statuses' | 'carriers', value: string) =>
      setFilter((current) => ({
        ...current,
        [field]: toggleValue(current[field], value),
      })),
    [],
  );
  const setModRange = useCallback(
    (range: readonly [number, number], bounds: readonly [number, number]) =>
      setFilter((current) => ({
        ...current,
        modRange: toModRange(range, bounds),
      })),
    [],
  );
  const toggleExpanded = useCallback(() => setIsExpanded((open) => !open), []);
  const reset = useCallback(() => setFilter(EMPTY_POLICIES_FILTER), []);
  return {
    isExpanded,
    toggleExpanded,
    filter,
    toggle,
    setModRange,
    reset,
    activeCount: countPoliciesFilter(filter),
  };
}

export type PoliciesFilterState = ReturnType<typeof usePoliciesFilter>;
