import {
  ALL_STATE_CODES,
  BROKER_BINS,
  brokerSearchSortSchema,
  DEFAULT_BROKER_SEARCH_SORT,
  DEFAULT_RESULT_PAGE_SIZE,
  MAX_RESULT_OFFSET,
  RESULT_PAGE_SIZES,
  type BrokerSearchQuery,
  type BrokerSearchSort,
  type BrokerSearchSortField,
} from '@edge/contracts';

export type BrokerBin = (typeof BROKER_BINS)[number]['key'];

/** Broker search as the address keeps it; `page` counts from 1. */
export interface BrokerSearchState {
  name: string;
  states: string[];
  city: string;
  zip: string;
  bins: BrokerBin[];
  page: number;
  pageSize: number;
  sort: BrokerSearchSort;
}

// Prefixed, so they never meet the company search's own params on /edge/eb.
export const BROKER_SEARCH_PARAMS = {
  name: 'broker_name',
  states: 'broker_states',
  city: 'broker_city',
  zip: 'broker_zip',
  bins: 'broker_bins',
  page: 'broker_page',
  pageSize: 'broker_size',
  sort: 'broker_sort',
} as const;

export const DEFAULT_BROKER_SEARCH: BrokerSearchState = {
  name: '',
  states: [],
  city: '',
  zip: '',
  bins: [],
  page: 1,
  pageSize: DEFAULT_RESULT_PAGE_SIZE,
  sort: DEFAULT_BROKER_SEARCH_SORT,
};

const P = BROKER_SEARCH_PARAMS;
const BIN_KEYS: readonly string[] = BROKER_BINS.map((bin) => bin.key);

const listOf = (text: string | null) =>
  (text ?? '').split(',').filter((part) => part !== '');

const positiveInt = (text: string | null) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? n : null;
};

/** Reads the address; a value the server would refuse reads as its default. */
export function readBrokerSearch(params: URLSearchParams): BrokerSearchState {
  const size = positiveInt(params.get(P.pageSize));
  const pageSize =
    size !== null && (RESULT_PAGE_SIZES as readonly number[]).includes(size)
      ? size
      : DEFAULT_RESULT_PAGE_SIZE;
  const lastPage = Math.floor(MAX_RESULT_OFFSET / pageSize) + 1;
  const sort = brokerSearchSortSchema.safeParse(params.get(P.sort));
  const zip = params.get(P.zip) ?? '';
  return {
    name: (params.get(P.name) ?? '').slice(0, 200),
    states: listOf(params.get(P.states)).filter((code) =>
      ALL_STATE_CODES.includes(code),
    ),
    city: (params.get(P.city) ?? '').slice(0, 200),
    zip: /^\d{5}$/.test(zip) ? zip : '',
    bins: listOf(params.get(P.bins)).filter((bin): bin is BrokerBin =>
      BIN_KEYS.includes(bin),
    ),
    page: Math.min(positiveInt(params.get(P.page)) ?? 1, lastPage),
    pageSize,
    sort: sort.success ? sort.data : DEFAULT_BROKER_SEARCH_SORT,
  };
}

/** The address of a broker search: defaults left out, other params kept. */
export function writeBrokerSearch(
  state: BrokerSearchState,
  params: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<keyof BrokerSearchState, string> = {
    name: state.name.trim(),
    states: state.states.join(','),
    city: state.city.trim(),
    zip: state.zip,
    bins: state.bins.join(','),
    page: state.page > 1 ? String(state.page) : '',
    pageSize:
      state.pageSize !== DEFAULT_RESULT_PAGE_SIZE ? String(state.pageSize) : '',
    sort: state.sort !== DEFAULT_BROKER_SEARCH_SORT ? state.sort : '',
  };
  for (const [field, value] of Object.entries(values)) {
    const key = P[field as keyof BrokerSearchState];
    if (value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** Whether any filter narrows the list (paging and sort aside). */
export function hasBrokerFilters(state: BrokerSearchState): boolean {
  return (
    state.name.trim() !== '' ||
    state.city.trim() !== '' ||
    state.zip !== '' ||
    state.states.length > 0 ||
    state.bins.length > 0
  );
}

/** The API query of a state: `page` counts from 0 there. */
export function toBrokerSearchQuery(
  state: BrokerSearchState,
): BrokerSearchQuery {
  return {
    name: state.name.trim(),
    states: state.states,
    city: state.city.trim(),
    zip: state.zip,
    bins: state.bins,
    page: state.page - 1,
    pageSize: state.pageSize,
    sort: state.sort,
  };
}

export function splitBrokerSort(
  sort: BrokerSearchSort,
): [BrokerSearchSortField, 'asc' | 'desc'] {
  return sort.split('.') as [BrokerSearchSortField, 'asc' | 'desc'];
}

/**
 * A click sorts by a column; a second click turns the order around.
 * Numbers start from the largest, text from A.
 */
export function nextBrokerSort(
  field: BrokerSearchSortField,
  isNumeric: boolean,
  current: BrokerSearchSort,
): BrokerSearchSort {
  const [currentField, direction] = splitBrokerSort(current);
  if (currentField === field) {
    return `${field}.${direction === 'asc' ? 'desc' : 'asc'}`;
  }
  return `${field}.${isNumeric ? 'desc' : 'asc'}`;
}
