import type { ZodType } from 'zod';
import {
  DEFAULT_RESULT_PAGE_SIZE,
  MAX_RESULT_OFFSET,
  RESULT_PAGE_SIZES,
  type DetailsSort,
} from '@edge/contracts';

export type SortDirection = 'asc' | 'desc';

/** A details table as the address keeps it; `page` counts from 1. */
export interface DetailsTableState<F extends string> {
  page: number;
  pageSize: number;
  sort: DetailsSort<F>;
}

/** The table's sorts: what the server accepts, and its default. */
export interface SortRule<F extends string> {
  schema: ZodType<DetailsSort<F>>;
  fallback: DetailsSort<F>;
}

const positiveInt = (text: string | null) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : null;
};

/** Reads `?page=2&size=10&sort=open_date.asc`; a bad value is the default. */
export function readDetailsTable<F extends string>(
  params: URLSearchParams,
  rule: SortRule<F>,
): DetailsTableState<F> {
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
export function writeDetailsTable<F extends string>(
  state: DetailsTableState<F>,
  params: URLSearchParams,
  fallback: DetailsSort<F>,
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
  sort: DetailsSort<F>,
): [F, SortDirection] {
  return sort.split('.') as [F, SortDirection];
}

/**
 * A click sorts by a column in its first direction (numbers and dates
 * from the largest or latest, text from A); a second click turns it.
 */
export function nextSort<F extends string>(
  field: F,
  first: SortDirection,
  current: DetailsSort<F>,
): DetailsSort<F> {
  const [currentField, direction] = splitSort(current);
  if (currentField === field) {
    return `${field}.${direction === 'asc' ? 'desc' : 'asc'}`;
  }
  return `${field}.${first}`;
}
