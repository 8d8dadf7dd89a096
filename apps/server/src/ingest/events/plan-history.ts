import type { Db } from '../../db/database';
import { selectIn } from '../../db/bulk-sql';
import { OWN_COLUMNS } from '../fact-writer';
import { groupBy, numberOf, textOf, type FactRow } from './event-draft';

// Form 5500 filings are one row per plan year and filing (ACK_ID): a new
// filing is compared with the plan's previous one (docs/decisions/0024).

/** The columns of a filing the rules read. */
export const FILING_COLUMNS = [
  'form',
  'ein',
  'plan_number',
  'plan_name',
  'plan_year_end',
  'date_received',
  'participants_boy',
  'active_participants',
  'final_filing',
  'schedule_a_count',
];
const FILING_ROW = [...OWN_COLUMNS, ...FILING_COLUMNS];

/** A plan: its sponsor's EIN and plan number; null when either is missing. */
export function planKeyOf(filing: FactRow): string | null {
  const ein = textOf(filing.ein);
  const plan = textOf(filing.plan_number);
  return ein && plan ? `${ein}|${plan}` : null;
}

// Filings of a plan in order: by plan year, then by ACK_ID, which starts
// with the time EFAST2 received the filing (an amendment filed under a
// new ACK_ID comes after the filing it amends).
function isEarlier(a: FactRow, b: FactRow): boolean {
  const yearA = numberOf(a.source_year) ?? 0;
  const yearB = numberOf(b.source_year) ?? 0;
  if (yearA !== yearB) return yearA < yearB;
  return String(a.source_key) < String(b.source_key);
}

/** The filings of `keys` (ACK_IDs), by key. */
export async function filingsByKey(
  db: Db,
  keys: readonly string[],
): Promise<Map<string, FactRow>> {
  const rows = await selectIn<FactRow>(
    db,
    'filings',
    'source_key',
    keys,
    FILING_ROW,
  );
  return new Map(rows.map((row) => [String(row.source_key), row]));
}

/**
 * Each filing's previous filing of the same plan (same EIN and plan
 * number, latest before it), by the filing's key; a filing of a plan
 * never filed before has none. Filings without a plan key are left out.
 */
export async function previousFilings(
  db: Db,
  filings: readonly FactRow[],
): Promise<Map<string, FactRow | null>> {
  const planned = filings.filter((filing) => planKeyOf(filing) !== null);
  const rows = await selectIn<FactRow>(
    db,
    'filings',
    'ein',
    planned.map((filing) => String(filing.ein)),
    FILING_ROW,
  );
  const byPlan = groupBy(
    rows.filter((row) => planKeyOf(row) !== null),
    (row) => planKeyOf(row)!,
  );
  const previous = new Map<string, FactRow | null>();
  for (const filing of planned) {
    let latest: FactRow | null = null;
    for (const other of byPlan.get(planKeyOf(filing)!) ?? []) {
      if (!isEarlier(other, filing)) continue;
      if (!latest || isEarlier(latest, other)) latest = other;
    }
    previous.set(String(filing.source_key), latest);
  }
  return previous;
}

/** 'ACME HEALTH PLAN (plan 501)'; 'plan 501' when the filing names none. */
export function planLabel(filing: FactRow): string {
  const name = textOf(filing.plan_name);
  const number = textOf(filing.plan_number);
  if (!name) return `plan ${number ?? 'without a number'}`;
  return number ? `${name} (plan ${number})` : name;
}

/** The day a filing's events happened: received, else its year's end. */
export const filingDate = (filing: FactRow | undefined | null) =>
  filing
    ? (textOf(filing.date_received) ?? textOf(filing.plan_year_end))
    : null;
