import type { Fact } from './datasets/types';

// A company's addresses (ARCHITECTURE §4): one row per company, dataset and
// address, not per source row, so a policy renewed every year at the same
// address is one address. The row keeps the provenance of the newest
// source row that gives it (docs/data/entity-resolution.md).

/** The key of a company's address row: dataset, company and place. */
export const addressRowKey = (dataset: string, muns: string, address: Fact) =>
  `${dataset}:${muns}:${address.sourceKey}`;

type Dated = Pick<Fact, 'sourceYear' | 'asOfDate'>;
type StoredDates = { source_year: number | null; as_of_date: string | null };

// Null (no year, no date) is older than any value.
function order(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  return a < b ? -1 : 1;
}

/** Whether a fact is newer than a stored row: its year, then its as-of date. */
export function isNewer(fact: Dated, stored: StoredDates): boolean {
  const byYear = order(fact.sourceYear ?? null, stored.source_year);
  if (byYear !== 0) return byYear > 0;
  return order(fact.asOfDate ?? null, stored.as_of_date) > 0;
}

/**
 * Adds a company's address to a batch's under its row key: the newest
 * stays, the first of equals.
 */
export function keepNewest<T extends { fact: Fact }>(
  rows: Map<string, T>,
  key: string,
  entry: T,
): void {
  const kept = rows.get(key)?.fact;
  if (
    !kept ||
    isNewer(entry.fact, {
      source_year: kept.sourceYear ?? null,
      as_of_date: kept.asOfDate ?? null,
    })
  ) {
    rows.set(key, entry);
  }
}
