import {
  brokerClientSortSchema,
  DEFAULT_BROKER_CLIENT_SORT,
  DEFAULT_RESULT_PAGE_SIZE,
  MAX_RESULT_OFFSET,
  RESULT_PAGE_SIZES,
  type BrokerClientSort,
  type BrokerClientSortField,
} from '@edge/contracts';

/** The clients table as the address keeps it; `page` counts from 1. */
export interface ClientsTableState {
  page: number;
  pageSize: number;
  sort: BrokerClientSort;
}

export type SortDirection = 'asc' | 'desc';

const positiveInt = (text: string | null) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : null;
};

/** Reads `?page=2&size=10&sort=state.asc`; a bad value is the default. */
export function readClientsTable(params: URLSearchParams): ClientsTableState {
  const size = positiveInt(params.get('size'));
  const pageSize =
    size !== null && (RESULT_PAGE_SIZES as readonly number[]).includes(size)
      ? size
      : DEFAULT_RESULT_PAGE_SIZE;
  const sort = brokerClientSortSchema.safeParse(params.get('sort'));
  const lastPage = Math.floor(MAX_RESULT_OFFSET / pageSize) + 1;
  return {
    page: Math.min(positiveInt(params.get('page')) ?? 1, lastPage),
    pageSize,
    sort: sort.success ? sort.data : DEFAULT_BROKER_CLIENT_SORT,
  };
}

/** The address of a table state: defaults are left out, other keys kept. */
export function writeClientsTable(
  state: ClientsTableState,
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
    ['sort', state.sort !== DEFAULT_BROKER_CLIENT_SORT ? state.sort : null],
  ];
  for (const [key, value] of entries) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

export function splitSort(
  sort: BrokerClientSort,
): [BrokerClientSortField, SortDirection] {
  return sort.split('.') as [BrokerClientSortField, SortDirection];
}

/**
 * A click sorts by a column; a second click turns the order around.
 * Numbers start from the largest, text from A.
 */
export function nextSort(
  field: BrokerClientSortField,
  isNumeric: boolean,
  current: BrokerClientSort,
): BrokerClientSort {
  const [currentField, direction] = splitSort(current);
  if (currentField === field) {
    return `${field}.${direction === 'asc' ? 'desc' : 'asc'}`;
  }
  return `${field}.${isNumeric ? 'desc' : 'asc'}`;
}
