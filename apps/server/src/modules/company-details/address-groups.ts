import type { CompanyAddress, CompanyAddressSortField } from '@edge/contracts';
import { STREET_WORDS } from '../../shared/street-words';
import type { PageRequest } from './paging';

/** An address row of one source, as stored. */
export interface AddressRow {
  source_key: string;
  dataset: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  county_fips: string | null;
  as_of_date: string | null;
}

interface Place {
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

// Sources spell one place in other case, spacing and punctuation, with
// street words long or short, and give a ZIP+4 or a ZIP: one address.
const plain = (value: string | null) =>
  (value ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

const street = (value: string | null) =>
  plain(value)
    .split(' ')
    .map((word) => STREET_WORDS[word] ?? word)
    .join(' ');

/** The comparison key of a place: street, city, state and 5-digit ZIP. */
export const placeKey = (place: Place): string =>
  [
    street(place.address),
    plain(place.city),
    plain(place.state),
    (place.zip ?? '').replace(/\D/g, '').slice(0, 5),
  ].join('|');

// Newest first, blanks last; then by the source row's key.
const newestFirst = (a: AddressRow, b: AddressRow) =>
  (b.as_of_date ?? '').localeCompare(a.as_of_date ?? '') ||
  a.source_key.localeCompare(b.source_key);

/** Rows of one place: the newest row's spelling, each source once. */
export interface AddressGroup {
  newest: AddressRow;
  rows: AddressRow[];
}

/** One group per place, its sources newest first. */
export function groupAddresses(rows: readonly AddressRow[]): AddressGroup[] {
  const groups = new Map<string, AddressRow[]>();
  for (const row of rows) {
    const key = placeKey(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((list) => {
    const sorted = [...list].sort(newestFirst);
    // A source is named once, by its newest row of the place.
    const seen = new Set<string | null>();
    const rows = sorted.filter((row) => {
      if (seen.has(row.dataset)) return false;
      seen.add(row.dataset);
      return true;
    });
    return { newest: rows[0]!, rows };
  });
}

type Key = string | null;

const SORT_KEYS: Record<
  CompanyAddressSortField,
  (address: CompanyAddress) => Key
> = {
  source: (a) => a.sources[0]?.label ?? null,
  address: (a) => a.address,
  city: (a) => a.city,
  state: (a) => a.state,
  zip: (a) => a.zip,
  as_of_date: (a) => a.as_of_date,
};

/** One page of addresses: blanks last either way, then by id. */
export function pageOfAddresses(
  addresses: readonly CompanyAddress[],
  page: PageRequest<CompanyAddressSortField>,
): CompanyAddress[] {
  const key = SORT_KEYS[page.field];
  const sign = page.direction === 'asc' ? 1 : -1;
  const sorted = [...addresses].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x !== y) {
      if (x === null || y === null) return x === null ? 1 : -1;
      return x < y ? -sign : sign;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
  return sorted.slice(page.offset, page.offset + page.limit);
}
