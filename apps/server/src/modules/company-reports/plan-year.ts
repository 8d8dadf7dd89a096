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

const isWelfarePlan = (f: FilingsView) => planKindOf(f) !== 'retirement';
const isRetirementPlan = (f: FilingsView) => planKindOf(f) !== 'welfare';

/** Participants of a filing: active ones, else the count at year start. */
export const participantsOf = (f: FilingsView): number =>
  f.active_participants ?? f.participants_boy ?? 0;

/** The filings of one plan year. */
export interface PlanYear {
  year: number | null;
  filings: FilingsView[];
}

const byPlanNumber = (a: FilingsView, b: FilingsView) =>
  (a.plan_number ?? '').localeCompare(b.plan_number ?? '');

// The filings of the latest year among `filings`.
function latestYearOf(filings: readonly FilingsView[]): PlanYear {
  const year = greatest(filings.map((f) => f.source_year));
  return {
    year,
    filings: filings.filter((f) => f.source_year === year).sort(byPlanNumber),
  };
}

/** A company's welfare and retirement plans, each of its latest year. */
export interface LatestPlans {
  welfare: PlanYear;
  retirement: PlanYear;
}

/**
 * Each kind of plan in the latest year the company filed a plan of THAT
 * kind. The newest year of Form 5500 data is partial (a filing is due 7
 * months after its plan year ends, later for non-calendar years or with an
 * extension), so a 401(k) may be on file for a year whose welfare plan is
 * not yet: the welfare reports then show the year before, and say so by
 * their plan_year.
 */
export async function loadLatestPlans(
  db: Db,
  muns: string,
): Promise<LatestPlans> {
  const all = await factsOf(db, 'filings', muns);
  return {
    welfare: latestYearOf(all.filter(isWelfarePlan)),
    retirement: latestYearOf(all.filter(isRetirementPlan)),
  };
}

/** The welfare plans of the latest year with a welfare filing. */
export const loadWelfarePlans = async (db: Db, muns: string) =>
  (await loadLatestPlans(db, muns)).welfare;

/** The retirement plans of the latest year with a retirement filing. */
export const loadRetirementPlans = async (db: Db, muns: string) =>
  (await loadLatestPlans(db, muns)).retirement;

/**
 * Every current plan: the welfare plans of the latest welfare year and the
 * retirement plans of the latest retirement year (a plan of both kinds
 * once), by plan number; `year` is the later of the two, `years` both.
 */
export async function loadCurrentPlans(
  db: Db,
  muns: string,
): Promise<PlanYear & { years: number[] }> {
  const { welfare, retirement } = await loadLatestPlans(db, muns);
  const filings = [
    ...new Map(
      [...welfare.filings, ...retirement.filings].map((f) => [f.source_key, f]),
    ).values(),
  ].sort(byPlanNumber);
  const years = [welfare.year, retirement.year].filter((y) => y !== null);
  return {
    year: greatest(years),
    years: [...new Set(years)].sort((a, b) => b - a),
    filings,
  };
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
