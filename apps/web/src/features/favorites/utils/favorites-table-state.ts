import {
  DEFAULT_FAVORITE_SORT,
  favoriteSortSchema,
  type FavoriteSortField,
} from '@edge/contracts';
import type { SortDirection, SortRule } from '../../../utils/table-state';

/** The favorites table's sorts, for `useTableState`. */
export const FAVORITE_SORT_RULE: SortRule<FavoriteSortField> = {
  schema: favoriteSortSchema,
  fallback: DEFAULT_FAVORITE_SORT,
};

/** Dates start from the newest, text from A. */
export function firstFavoriteSort(field: FavoriteSortField): SortDirection {
  return field === 'created_at' ? 'desc' : 'asc';
}

/** The page to show after a change of count: the last one left, at most. */
export function lastPageFor(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
