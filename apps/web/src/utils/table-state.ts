import type { ZodType } from 'zod';
import {
  DEFAULT_RESULT_PAGE_SIZE,
  MAX_RESULT_OFFSET,
  RESULT_PAGE_SIZES,
} from '@edge/contracts';

export type SortDirection = 'asc' | 'desc';

/** A `sort=field.direction` value, e.g. `premium.desc`. */
export type TableSort<F extends string> = `${F}.${SortDirection}`;

/** A paged, sortable table as the address keeps it; `page` counts from 1. */
export interface TableState<F extends string> {
  page: number;
  pageSize: number;
  sort: TableSort<F>;
}

/** The table's sorts: what the server accepts, and its default. */
export interface SortRule<F extends string> {
  schema: ZodType<TableSort<F>>;
  fallback: TableSort<F>;
}

const positiveInt = (text: string | null) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : null;
};

/** Reads `?page=2&size=10&sort=name.asc`; a bad value is the default. */
export function readTableState<F extends string>(
  params: URLSearchParams,
  rule: SortRule<F>,
): TableState<F> {
  const size = positiveInt(params.get('size'));
  const pageSize =
    size !== null && (RESULT_PAGE_SIZES as readonly number[]).includes(size)
      ? size
      : DEFAULT_RESULT_PAGE_SIZE;
  const sort = rule.schema.safeParse(params.get('sort'));
  const lastPage = Math.floor(MAX_RESULT_OFFSET / pageSize) + 1;
  return {
    page: Math.min(positiveInt(params.get('page')) ?? 1, lastPage),
    pageSize,
    sort: sort.success ? sort.data : rule.fallback,
  };
}

/** The address of a table state: defaults left out, other keys kept. */
export function writeTableState<F extends string>(
  state: TableState<F>,
  params: URLSearchParams,
  fallback: TableSort<F>,
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
    ['sort', state.sort !== fallback ? state.sort : null],
  ];
  for (const [key, value] of entries) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

export function splitSort<F extends string>(
  sort: TableSort<F>,
): [F, SortDirection] {
  return sort.split('.') as [F, SortDirection];
}

/**
 * A click sorts by a column in its first direction (each table says which:
 * numbers and dates usually from the largest or latest, text from A); a
 * second click turns it.
 */
export function nextSort<F extends string>(
  field: F,
  first: SortDirection,
  current: TableSort<F>,
): TableSort<F> {
  const [currentField, direction] = splitSort(current);
  if (currentField === field) {
    return `${field}.${direction === 'asc' ? 'desc' : 'asc'}`;
  }
  return `${field}.${first}`;
}
