import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

// An inspection number is digits (reference §2); anything else is no filter.
const ACTIVITY_NR = /^\d{1,12}$/;

/** `?activity_nr=` narrows the violations to one inspection until cleared. */
export function useInspectionFilter() {
  const [params, setParams] = useSearchParams();
  const value = params.get('activity_nr')?.trim() ?? '';
  const activityNr = ACTIVITY_NR.test(value) ? value : undefined;
  const clear = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('activity_nr');
          // Every violation starts again from the first page.
          next.delete('page');
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return { activityNr, clear };
}
