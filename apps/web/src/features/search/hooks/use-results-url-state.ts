import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Module } from '@edge/contracts';
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
    (change: Partial<SearchState>) =>
      setParams(
        withOtherParams(
          encodeSearch(module, { ...state, ...change }),
          new URLSearchParams(key),
        ),
      ),
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
