import { STAT_SIZE_BANDS, type StatSizeBand } from '@edge/contracts';
import { criteriaCodesOf } from '../../../utils/naics-codes';

/** The page's filters; an empty list means no limit. */
export interface StatFilters {
  states: string[];
  /** NAICS codes of 2 to 6 digits, or a sector range such as 31-33. */
  naics: string[];
  sizes: StatSizeBand[];
}

export const NO_FILTERS: StatFilters = { states: [], naics: [], sizes: [] };

const FILTER_KEYS = ['states', 'naics', 'sizes'] as const;
const SIZE_KEYS: readonly string[] = STAT_SIZE_BANDS.map((b) => b.key);
const NAICS_CODE = /^\d{2,6}$/;
const NAICS_RANGE = /^(\d{2})-(\d{2})$/;

/** A code the industry filter takes: 2 to 6 digits, or a sector range. */
export function isNaicsChoice(code: string): boolean {
  return NAICS_CODE.test(code) || NAICS_RANGE.test(code);
}

function listOf(
  params: URLSearchParams,
  key: string,
  normalize: (item: string) => string = (item) => item,
): string[] {
  const items = (params.get(key) ?? '').split(',');
  return [...new Set(items.map((s) => normalize(s.trim())).filter(Boolean))];
}

/**
 * The filters an address holds, keeping only what the user may ask for:
 * their permitted states, well-formed industry codes, known size bands.
 */
export function readStatFilters(
  params: URLSearchParams,
  permittedStates: readonly string[],
): StatFilters {
  return {
    states: listOf(params, 'states', (s) => s.toUpperCase()).filter((s) =>
      permittedStates.includes(s),
    ),
    naics: listOf(params, 'naics').filter(isNaicsChoice),
    sizes: listOf(params, 'sizes').filter((s): s is StatSizeBand =>
      SIZE_KEYS.includes(s),
    ),
  };
}

/** The address with these filters, its other parameters kept. */
export function writeStatFilters(
  params: URLSearchParams,
  filters: StatFilters,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) {
    if (filters[key].length > 0) next.set(key, filters[key].join(','));
    else next.delete(key);
  }
  return next;
}

export function hasStatFilters(filters: StatFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key].length > 0);
}

const sorted = (items: readonly string[]) => [...new Set(items)].sort();

/**
 * The filters as the statistics API takes them (statisticsQuerySchema):
 * comma-separated, sorted, so one choice is one request whatever the order.
 */
export function toStatQuery(filters: StatFilters): Record<string, string> {
  const lists = {
    states: sorted(filters.states),
    naics: sorted(filters.naics.flatMap(criteriaCodesOf)),
    sizes: sorted(filters.sizes),
  };
  return Object.fromEntries(
    Object.entries(lists)
      .filter(([, items]) => items.length > 0)
      .map(([key, items]) => [key, items.join(',')]),
  );
}
