import { useDeferredValue, useMemo } from 'react';
import type { Module } from '@edge/contracts';
import { getFieldErrors, isApiError } from '../../../lib/api-error';
import { useSearchCount } from '../api/get-search-count';
import type { FieldErrors } from '../utils/field-errors';
import type { AnyCriteria } from '../utils/search-modules';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

/** Typing pauses this long before the count is asked for. */
export const COUNT_DEBOUNCE_MS = 300;

export interface LiveCount {
  /** The last count known; kept while a newer one is on its way. */
  total: number | undefined;
  isCounting: boolean;
  /** Field messages of a 400 answer for the criteria on screen. */
  fieldErrors: FieldErrors;
  errorMessage: string | null;
}

/**
 * The live count of the criteria being edited: deferred, so typing never
 * waits on it, and debounced, so a burst of keys makes one call.
 */
export function useLiveCount(module: Module, criteria: AnyCriteria): LiveCount {
  const deferred = useDeferredValue(criteria);
  const debounced = useDebouncedValue(deferred, COUNT_DEBOUNCE_MS);
  const query = useSearchCount(module, debounced);
  const error = query.isError ? query.error : null;
  // One object per answer, so unchanged sections skip re-rendering.
  const fieldErrors = useMemo(() => getFieldErrors(error), [error]);
  return {
    total: query.data,
    isCounting: debounced !== criteria || query.isFetching,
    fieldErrors,
    errorMessage: error
      ? isApiError(error)
        ? error.message
        : 'The count is not available.'
      : null,
  };
}
