import { useCallback, useState } from 'react';
import {
  countPlansFilter,
  EMPTY_PLANS_FILTER,
  type PlansFilter,
} from '../utils/plans-filter';
import { toggleValue } from '../utils/toggle-value';

type ListField = keyof PlansFilter;
type ValueOf<F extends ListField> = PlansFilter[F][number];

/** SPEC §4: the 'Plans and services' panel: open or closed, and its picks. */
export function usePlansFilter() {
  const [isExpanded, setIsExpanded] = useState(false);
  const [filter, setFilter] = useState<PlansFilter>(EMPTY_PLANS_FILTER);
  const toggle = useCallback(
    <F extends ListField>(field: F, value: ValueOf<F>) =>
      setFilter((current) => ({
        ...current,
        [field]: toggleValue<ValueOf<F>>(current[field], value),
      })),
    [],
  );
  const toggleExpanded = useCallback(() => setIsExpanded((open) => !open), []);
  // Reset clears the picks; the panel stays as the user left it.
  const reset = useCallback(() => setFilter(EMPTY_PLANS_FILTER), []);
  return {
    isExpanded,
    toggleExpanded,
    filter,
    toggle,
    reset,
    activeCount: countPlansFilter(filter),
  };
}

export type PlansFilterState = ReturnType<typeof usePlansFilter>;
