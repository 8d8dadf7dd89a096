import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { FavoritesQuery } from '@edge/contracts';
import {
  readFavoritesTable,
  writeFavoritesTable,
  type FavoritesTableState,
} from '../utils/favorites-table-state';

/** Page, size and sort of the favorites table live in the address. */
export function useFavoritesTableState() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const state = useMemo(
    () => readFavoritesTable(new URLSearchParams(key)),
    [key],
  );
  const query = useMemo<FavoritesQuery>(
    () => ({
      page: state.page - 1,
      pageSize: state.pageSize,
      sort: state.sort,
    }),
    [state],
  );
  const update = useCallback(
    (change: Partial<FavoritesTableState>) =>
      setParams(
        (current) => writeFavoritesTable({ ...state, ...change }, current),
        { preventScrollReset: true },
      ),
    [state, setParams],
  );
  return { state, query, update };
}
