import { useMemo } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { DetailsSort } from '@edge/contracts';
import type { SortRule } from '../../../utils/table-state';
import { useTableState } from '../../../hooks/use-table-state';

/** What every details endpoint is asked: whose rows, which page, what order. */
export interface DetailsParams<F extends string> {
  muns: string;
  page: number;
  pageSize: number;
  sort: DetailsSort<F>;
}

/** A details endpoint's hook; `E` is what it asks besides the table. */
export type UseDetailsQuery<F extends string, E, R> = (
  params: DetailsParams<F> & E,
) => UseQueryResult<R, Error>;

/**
 * One page of a details table: page, size and sort from the address, then
 * the endpoint's query. `rule` and `useRows` are module-level; `extra` is
 * memoized.
 */
export function useDetailsRows<F extends string, E extends object, R>(
  rule: SortRule<F>,
  useRows: UseDetailsQuery<F, E, R>,
  muns: string,
  extra: E,
) {
  const table = useTableState(rule);
  const params = useMemo(
    () => ({ muns, ...table.query, ...extra }),
    [muns, table.query, extra],
  );
  return { table, result: useRows(params) };
}

/** `extra` for an endpoint that asks only what the table does. */
export const NO_EXTRA: Record<never, never> = {};
