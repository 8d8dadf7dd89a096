import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Module } from '@edge/contracts';
import { updatePreference } from '../../../lib/search-preference';
import type { SearchState } from '../utils/search-modules';
import {
  decodeSearch,
  encodeSearch,
  withOtherParams,
} from '../utils/search-url-codec';

/** The search on the results screen lives in the address (reload, Back, links). */
export function useResultsUrlState(module: Module) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const state = useMemo(
    () => decodeSearch(module, new URLSearchParams(key)),
    [module, key],
  );
  const update = useCallback(
    (change: Partial<SearchState>) => {
      const next = { ...state, ...change };
      setParams(
        withOtherParams(encodeSearch(module, next), new URLSearchParams(key)),
      );
      // SPEC §4: how the user looks at results is their preference.
      if ('pageSize' in change || 'sort' in change || 'view' in change) {
        const { pageSize, sort, view } = next;
        updatePreference(module, {
          pageSize,
          sort: sort ? `${sort.field}.${sort.direction}` : null,
          view,
        });
      }
    },
    [module, state, key, setParams],
  );
  // Links out (Edit search) keep the params the codec does not own.
  const keepOtherParams = useCallback(
    (target: URLSearchParams) =>
      withOtherParams(target, new URLSearchParams(key)),
    [key],
  );
  return { state, update, keepOtherParams };
}
