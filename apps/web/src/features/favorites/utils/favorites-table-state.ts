import {
  DEFAULT_FAVORITE_SORT,
  DEFAULT_RESULT_PAGE_SIZE,
  favoriteSortSchema,
  MAX_RESULT_OFFSET,
  RESULT_PAGE_SIZES,
  type FavoriteSort,
  type FavoriteSortField,
} from '@edge/contracts';

/** The favorites table as the address keeps it; `page` counts from 1. */
export interface FavoritesTableState {
  page: number;
  pageSize: number;
  sort: FavoriteSort;
}

export type SortDirection = 'asc' | 'desc';

const positiveInt = (text: string | null) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : null;
};

/** Reads `?page=2&size=10&sort=name.asc`; a bad value is the default. */
export function readFavoritesTable(
  params: URLSearchParams,
): FavoritesTableState {
  const size = positiveInt(params.get('size'));
  const pageSize =
    size !== null && (RESULT_PAGE_SIZES as readonly number[]).includes(size)
      ? size
      : DEFAULT_RESULT_PAGE_SIZE;
  const sort = favoriteSortSchema.safeParse(params.get('sort'));
  const lastPage = Math.floor(MAX_RESULT_OFFSET / pageSize) + 1;
  return {
    page: Math.min(positiveInt(params.get('page')) ?? 1, lastPage),
    pageSize,
    sort: sort.success ? sort.data : DEFAULT_FAVORITE_SORT,
  };
}

/** The address of a table state: defaults are left out, other keys kept. */
export function writeFavoritesTable(
  state: FavoritesTableState,
  params: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const entries: [string, string | null][] = [
    ['page', state.page > 1 ? String(state.page) : null],
    [
      'size',
      state.pageSize !== DEFAULT_RESULT_PAGE_SIZE
        ? String(state.pageSize)
        : null,
    ],
    ['sort', state.sort !== DEFAULT_FAVORITE_SORT ? state.sort : null],
  ];
  for (const [key, value] of entries) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

export function splitSort(
  sort: FavoriteSort,
): [FavoriteSortField, SortDirection] {
  return sort.split('.') as [FavoriteSortField, SortDirection];
}

/**
 * A click sorts by a column; a second click turns the order around. Dates
 * start from the newest, text from A.
 */
export function nextSort(
  field: FavoriteSortField,
  current: FavoriteSort,
): FavoriteSort {
  const [currentField, direction] = splitSort(current);
  if (currentField === field) {
    return `${field}.${direction === 'asc' ? 'desc' : 'asc'}`;
  }
  return `${field}.${field === 'created_at' ? 'desc' : 'asc'}`;
}

/** The page to show after a change of count: the last one left, at most. */
export function lastPageFor(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
