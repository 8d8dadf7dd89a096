import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  NO_FILTERS,
  readStatFilters,
  writeStatFilters,
  type StatFilters,
} from '../utils/stat-filters';

/**
 * The statistics filters live in the address: a reload or a shared link
 * keeps them, and Back returns to the previous choice.
 */
export function useStatFiltersUrl(permittedStates: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const filters = useMemo(
    () => readStatFilters(new URLSearchParams(key), permittedStates),
    [key, permittedStates],
  );
  const setFilters = useCallback(
    (change: Partial<StatFilters>) =>
      setParams((current) =>
        writeStatFilters(current, {
          ...readStatFilters(current, permittedStates),
          ...change,
        }),
      ),
    [permittedStates, setParams],
  );
  const clearFilters = useCallback(
    () => setParams((current) => writeStatFilters(current, NO_FILTERS)),
    [setParams],
  );
  return { filters, setFilters, clearFilters };
}
