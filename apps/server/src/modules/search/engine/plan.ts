import {
  ALL_STATE_CODES,
  EMPLOYEE_SLIDER_MAX,
  type EmployeeRangeSearch,
  type Radius,
} from '@edge/contracts';
import { combine, intersect } from './row-sets';
import type { SearchIndex } from './search-index';
import { tokenize } from './tokens';
import { coordinateOf, naicsRange, stateIndexOf, zipNumber } from './values';

export type Check = (row: number) => boolean;

/** A lookup table of ids (dictionary ids, ZIPs, months): 1 when wanted. */
export function idFlags(size: number, ids: Iterable<number>): Uint8Array {
  const flags = new Uint8Array(size);
  for (const id of ids) if (id >= 0 && id < size) flags[id] = 1;
  return flags;
}

/**
 * A compiled search: row sets to intersect (from word and link indexes)
 * and checks every remaining row must pass.
 */
export class Plan {
  readonly sets: Int32Array[] = [];
  readonly checks: Check[] = [];
  /** Set when a criterion can match nothing (e.g. no permitted state). */
  empty = false;

  constructor(readonly index: SearchIndex) {}

  check(check: Check): this {
    this.checks.push(check);
    return this;
  }

  restrict(rows: Int32Array): this {
    this.sets.push(rows);
    return this;
  }

  /** Candidate rows, or null for every row. */
  candidates(): Int32Array | null {
    if (this.sets.length === 0) return null;
    const sorted = [...this.sets].sort((a, b) => a.length - b.length);
    return sorted.reduce((acc, set) => intersect(acc, set));
  }
}

/** Company state among the asked ones (all when none), always permitted. */
export function addStates(
  plan: Plan,
  permitted: readonly string[],
  asked: readonly string[],
): void {
  const allowed = new Uint8Array(256);
  const askedSet = new Set(asked);
  let any = false;
  for (const code of permitted) {
    if (asked.length > 0 && !askedSet.has(code)) continue;
    allowed[stateIndexOf(code)] = 1;
    any = true;
  }
  if (!any) {
    plan.empty = true;
    return;
  }
  // Every state and territory allowed, none asked for: nothing to check.
  if (
    asked.length === 0 &&
    ALL_STATE_CODES.every((c) => allowed[stateIndexOf(c)])
  ) {
    return;
  }
  const states = plan.index.state;
  plan.check((r) => allowed[states[r]!] === 1);
}

export function addCounties(plan: Plan, fips: readonly string[]): void {
  if (fips.length === 0) return;
  const { counties, county } = plan.index;
  const wanted = idFlags(
    counties.size,
    fips.map((f) => counties.find(f)),
  );
  plan.check((r) => wanted[county[r]!] === 1);
}

export function addZips(plan: Plan, zips: readonly string[]): void {
  if (zips.length === 0) return;
  const wanted = idFlags(100_000, zips.map(zipNumber));
  const zip = plan.index.zip;
  plan.check((r) => wanted[zip[r]!] === 1);
}

/** Any of the codes, each a NAICS level from sector to industry. */
export function addNaics(plan: Plan, codes: readonly string[]): void {
  if (codes.length === 0) return;
  const ranges = codes.map(naicsRange);
  const naics = plan.index.naics;
  if (ranges.length === 1) {
    const [from, to] = ranges[0]!;
    plan.check((r) => naics[r]! >= from && naics[r]! < to);
    return;
  }
  const froms = Float64Array.from(ranges, ([from]) => from);
  const tos = Float64Array.from(ranges, ([, to]) => to);
  plan.check((r) => {
    const code = naics[r]!;
    for (let i = 0; i < froms.length; i++) {
      if (code >= froms[i]! && code < tos[i]!) return true;
    }
    return false;
  });
}

const EARTH_MILES = 3958.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles. */
export function milesBetween(
  lat1: number,
  lon1: number,
  lat2: number,
  lon2: number,
): number {
  const dLat = toRadians(lat2 - lat1);
  const dLon = toRadians(lon2 - lon1);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(lat1)) *
      Math.cos(toRadians(lat2)) *
      Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

export function addRadius(plan: Plan, radius: Radius | null): void {
  if (!radius) return;
  const { latitude: lat0, longitude: lon0, miles } = radius;
  const dLat = miles / 69;
  const dLon = miles / (69 * Math.max(0.01, Math.cos(toRadians(lat0))));
  const { latitude, longitude } = plan.index;
  plan.check((r) => {
    const lat = coordinateOf(latitude[r]!);
    const lon = coordinateOf(longitude[r]!);
    if (!(Math.abs(lat - lat0) <= dLat && Math.abs(lon - lon0) <= dLon)) {
      return false;
    }
    return milesBetween(lat0, lon0, lat, lon) <= miles;
  });
}

/** The bounds of an employee range; null for an open end. */
export function employeeBounds(
  search: EmployeeRangeSearch,
): [number | null, number | null] {
  if (search.rangeType === 'textbox') {
    const [low, high] = search.employeeRangeTb;
    return [low === '' ? null : Number(low), high === '' ? null : Number(high)];
  }
  const [low, high] = search.employeeRange;
  return [low > 0 ? low : null, high < EMPLOYEE_SLIDER_MAX ? high : null];
}

/** A closed range on a column where `missing` marks no value. */
export function addRange(
  plan: Plan,
  column: ArrayLike<number>,
  low: number | null,
  high: number | null,
): void {
  if (low === null && high === null) return;
  const min = low ?? -Infinity;
  const max = high ?? Infinity;
  plan.check((r) => {
    const value = column[r]!;
    return value >= min && value <= max && value !== -1 && !Number.isNaN(value);
  });
}

/**
 * Word terms: each word of each text matches as a prefix in its index;
 * with matchAll every word must match, otherwise any.
 */
export type WordRows = (word: string) => Int32Array;

export function addTerms(
  plan: Plan,
  parts: readonly (readonly [WordRows, string])[],
  matchAll: boolean,
): void {
  const sets: Int32Array[] = [];
  for (const [rowsOf, text] of parts) {
    for (const word of tokenize(text)) sets.push(rowsOf(word));
  }
  if (sets.length === 0) return;
  plan.restrict(combine(sets, matchAll));
}
