import { useCallback, useState } from 'react';

/** A change to some top-level values of the criteria. */
export type CriteriaPatch<C> = (patch: Partial<C>) => void;
/** A change to some values of one group of the criteria. */
export type GroupPatch<C> = <K extends keyof C>(
  key: K,
  patch: Partial<C[K]>,
) => void;

/** The criteria being edited, with stable patch functions for the panels. */
export function useCriteriaState<C extends object>(initial: () => C) {
  const [criteria, setCriteria] = useState(initial);
  const patch = useCallback<CriteriaPatch<C>>(
    (values) => setCriteria((current) => ({ ...current, ...values })),
    [],
  );
  const patchGroup = useCallback<GroupPatch<C>>(
    (key, values) =>
      setCriteria((current) => ({
        ...current,
        [key]: { ...current[key], ...values },
      })),
    [],
  );
  return { criteria, setCriteria, patch, patchGroup };
}
