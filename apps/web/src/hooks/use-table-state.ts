import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  readTableState,
  writeTableState,
  type SortRule,
  type TableSort,
  type TableState,
} from '../utils/table-state';

/**
 * Page, size and sort of a table live in the address, so Back, reload and
 * a shared link show the same rows. `rule` is module-level.
 */
export function useTableState<F extends string>(rule: SortRule<F>) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const state = useMemo(
    () => readTableState(new URLSearchParams(key), rule),
    [key, rule],
  );
  // The server counts pages from 0.
  const query = useMemo(
    () => ({
      page: state.page - 1,
      pageSize: state.pageSize,
      sort: state.sort,
    }),
    [state],
  );
  const update = useCallback(
    (change: Partial<TableState<F>>) =>
      setParams(
        (current) =>
          writeTableState({ ...state, ...change }, current, rule.fallback),
        { preventScrollReset: true },
      ),
    [state, setParams, rule],
  );
  const sortBy = useCallback(
    (sort: TableSort<F>) => update({ sort, page: 1 }),
    [update],
  );
  return { state, query, update, sortBy };
}

export type TableStateHandle<F extends string> = ReturnType<
  typeof useTableState<F>
>;
