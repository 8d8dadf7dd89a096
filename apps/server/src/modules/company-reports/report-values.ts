import {
  BENEFIT_LINES,
  COORDINATE_DECIMALS,
  type LineRef,
} from '@edge/contracts';

/**
 * The sum of a column over rows, null when no row gives a value: the
 * source has no record of it, which is not the same as 0.
 */
export function knownTotal<T>(
  rows: readonly T[],
  pick: (row: T) => number | null,
): number | null {
  let sum: number | null = null;
  for (const row of rows) {
    const value = pick(row);
    if (value !== null) sum = (sum ?? 0) + value;
  }
  return sum;
}

/** The sum of a column over rows; blanks count as 0. */
export const total = <T>(
  rows: readonly T[],
  pick: (row: T) => number | null,
): number => knownTotal(rows, pick) ?? 0;

/** The greatest of some values (dates as YYYY-MM-DD), null when none. */
export function greatest<T extends string | number>(
  values: readonly (T | null)[],
): T | null {
  let out: T | null = null;
  for (const value of values) {
    if (value !== null && (out === null || value > out)) out = value;
  }
  return out;
}

/** SPEC §9: coordinates rounded to 7 decimals. */
export const roundCoordinate = (value: number | null): number | null =>
  value === null ? null : Number(value.toFixed(COORDINATE_DECIMALS));

type Key = string | number | null;

/** A comparator: descending, blanks last. */
export const descending =
  <T>(pick: (row: T) => Key) =>
  (a: T, b: T): number => {
    const x = pick(a);
    const y = pick(b);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return x < y ? 1 : -1;
  };

/** Comparators applied in turn until one tells the rows apart. */
export const inOrder =
  <T>(...comparators: ((a: T, b: T) => number)[]) =>
  (a: T, b: T): number => {
    for (const compare of comparators) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };

/** The calendar year of a YYYY-MM-DD date. */
export const yearOf = (date: string | null): number | null =>
  date ? Number(date.slice(0, 4)) : null;

const LABELS = new Map(BENEFIT_LINES.map((line) => [line.id, line.label]));

/** The SPEC §3 lines of contracts' '|0|2|' lists, each once, by id. */
export function lineRefs(lists: readonly (string | null)[]): LineRef[] {
  const ids = new Set<number>();
  for (const list of lists) {
    for (const part of list?.split('|') ?? []) {
      if (/^\d+$/.test(part) && LABELS.has(Number(part))) ids.add(+part);
    }
  }
  return [...ids]
    .sort((a, b) => a - b)
    .map((id) => ({ id, display_name: LABELS.get(id)! }));
}
