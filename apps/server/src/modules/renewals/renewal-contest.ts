// How contested a company is (docs/decisions/0042): how often it changed
// carrier and broker lately, and whether its broker's book grows.

/** One name of one of a company's filing years. */
export interface NameOfYear {
  year: number;
  name: string;
}

/**
 * Changes between a company's consecutive filing years with both years in
 * `from`..`to`: a change when a name of one year is missing from the other
 * (added, dropped or replaced), as the 'changed carrier' criterion reads
 * it (docs/decisions/0039). A first year has nothing to change from.
 */
export function changesWithin(
  names: readonly NameOfYear[],
  from: number,
  to: number,
): number {
  const byYear = new Map<number, Set<string>>();
  for (const { year, name } of names) {
    const set = byYear.get(year) ?? new Set<string>();
    set.add(name);
    byYear.set(year, set);
  }
  const years = [...byYear.keys()].sort((a, b) => a - b);
  let changes = 0;
  for (let i = 1; i < years.length; i += 1) {
    const [before, after] = [years[i - 1]!, years[i]!];
    if (before < from || after > to) continue;
    const [a, b] = [byYear.get(before)!, byYear.get(after)!];
    const same = a.size === b.size && [...a].every((name) => b.has(name));
    if (!same) changes += 1;
  }
  return changes;
}

/** A workers' comp policy as the contest reads it. */
export interface PolicyTerm {
  carrier_name: string | null;
  effective_date: string | null;
  expiration_date: string;
}

const carrierKey = (name: string | null) =>
  name?.trim().toUpperCase().replace(/\s+/g, ' ') || null;
const startOf = (p: PolicyTerm) => p.effective_date ?? p.expiration_date;

/**
 * Carrier changes between a company's consecutive workers' comp policies
 * (by start) where the later one started on or after `since`; a policy
 * without a carrier name is skipped.
 */
export function policyCarrierChanges(
  policies: readonly PolicyTerm[],
  since: string,
): number {
  const named = policies
    .filter((p) => carrierKey(p.carrier_name) !== null)
    .sort((a, b) => startOf(a).localeCompare(startOf(b)));
  let changes = 0;
  for (let i = 1; i < named.length; i += 1) {
    const [before, after] = [named[i - 1]!, named[i]!];
    if (startOf(after) < since) continue;
    if (carrierKey(before.carrier_name) !== carrierKey(after.carrier_name)) {
      changes += 1;
    }
  }
  return changes;
}

/** A book within 5% of last year's client count is steady. */
export const STEADY_BAND = 0.05;

/** Whether a broker's client count grew, shrank or held year over year. */
export function bookTrend(
  clients: number,
  before: number | null,
): 'growing' | 'shrinking' | 'steady' | null {
  if (before === null || before === 0) return null;
  const change = (clients - before) / before;
  if (change > STEADY_BAND) return 'growing';
  if (change < -STEADY_BAND) return 'shrinking';
  return 'steady';
}

/** A broker of the company's latest year with their pay on its contracts. */
export interface PaidBroker {
  year: number;
  name: string;
  normalized: string | null;
  pay: number;
}

/**
 * The incumbent: of the brokers of the company's latest year with
 * brokers, the best paid on its contracts (ties: by name).
 */
export function incumbentOf<B extends PaidBroker>(
  brokers: readonly B[],
): B | null {
  if (brokers.length === 0) return null;
  const latest = Math.max(...brokers.map((b) => b.year));
  return (
    brokers
      .filter((b) => b.year === latest)
      .sort((a, b) => b.pay - a.pay || a.name.localeCompare(b.name))[0] ?? null
  );
}
