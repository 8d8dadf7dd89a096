import type { PlanKind } from '@edge/contracts';
import type { Db } from '../../db/database';
import type {
  FilingsView,
  InsuranceContractsView,
  PlanFinancialsView,
} from './benefit-facts.table';
import { factsOf } from './company-reports.repository';
import { greatest } from './report-values';

const hasCodes = (codes: string | null) => Boolean(codes?.trim());

/**
 * Welfare or retirement by the filing's characteristic codes; without any,
 * by its plan number (reference §1.4: 001-500 pension, 501-999 welfare).
 */
export function planKindOf(filing: FilingsView): PlanKind {
  const welfare = hasCodes(filing.welfare_codes);
  const pension = hasCodes(filing.pension_codes);
  if (welfare && pension) return 'both';
  if (welfare) return 'welfare';
  if (pension) return 'retirement';
  return Number(filing.plan_number) >= 501 ? 'welfare' : 'retirement';
}

export const isWelfarePlan = (f: FilingsView) => planKindOf(f) !== 'retirement';
export const isRetirementPlan = (f: FilingsView) => planKindOf(f) !== 'welfare';

/** Participants of a filing: active ones, else the count at year start. */
export const participantsOf = (f: FilingsView): number =>
  f.active_participants ?? f.participants_boy ?? 0;

/** A company's filings of its latest plan year (its plan year). */
export interface PlanYear {
  year: number | null;
  filings: FilingsView[];
}

export async function loadPlanYear(db: Db, muns: string): Promise<PlanYear> {
  const all = await factsOf(db, 'filings', muns);
  const year = greatest(all.map((f) => f.source_year));
  const filings = all
    .filter((f) => f.source_year === year)
    .sort((a, b) => (a.plan_number ?? '').localeCompare(b.plan_number ?? ''));
  return { year, filings };
}

/** Rows whose filing is one of `filings` (schedules join on ACK_ID). */
export function ofFilings<T extends { ack_id: string }>(
  rows: readonly T[],
  filings: readonly FilingsView[],
): T[] {
  const acks = new Set(filings.map((f) => f.source_key));
  return rows.filter((row) => acks.has(row.ack_id));
}

/** A company's Schedule A contracts of some filings. */
export async function contractsOf(
  db: Db,
  muns: string,
  filings: readonly FilingsView[],
): Promise<InsuranceContractsView[]> {
  if (filings.length === 0) return [];
  const rows = await factsOf(db, 'insurance_contracts', muns);
  return ofFilings(rows, filings).sort(
    (a, b) => a.ack_id.localeCompare(b.ack_id) || a.form_id - b.form_id,
  );
}

// Reference §1.8: Schedule H for large plans, I for small ones, the SF's
// own section for short-form filers: one set of figures per filing.
const SCHEDULE_RANK: Readonly<Record<string, number>> = { H: 0, I: 1, SF: 2 };

/** The financial figures of each filing, by ACK_ID. */
export function financialsByFiling(
  rows: readonly PlanFinancialsView[],
): Map<string, PlanFinancialsView> {
  const out = new Map<string, PlanFinancialsView>();
  const rank = (row: PlanFinancialsView) =>
    SCHEDULE_RANK[row.schedule ?? ''] ?? 3;
  for (const row of rows) {
    const kept = out.get(row.ack_id);
    if (!kept || rank(row) < rank(kept)) out.set(row.ack_id, row);
  }
  return out;
}
