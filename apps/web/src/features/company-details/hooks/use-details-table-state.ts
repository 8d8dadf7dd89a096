import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { DetailsSort } from '@edge/contracts';
import {
  readDetailsTable,
  writeDetailsTable,
  type DetailsTableState,
  type SortRule,
} from '../utils/details-table-state';

/**
 * Page, size and sort of a details table live in the address, so Back,
 * reload and a shared link show the same rows. `rule` is module-level.
 */
export function useDetailsTableState<F extends string>(rule: SortRule<F>) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const state = useMemo(
    () => readDetailsTable(new URLSearchParams(key), rule),
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
    (change: Partial<DetailsTableState<F>>) =>
      setParams(
        (current) =>
          writeDetailsTable({ ...state, ...change }, current, rule.fallback),
        { preventScrollReset: true },
      ),
    [state, setParams, rule],
  );
  const sortBy = useCallback(
    (sort: DetailsSort<F>) => update({ sort, page: 1 }),
    [update],
  );
  return { state, query, update, sortBy };
}

export type DetailsTableHandle<F extends string> = ReturnType<
  typeof useDetailsTableState<F>
>;
