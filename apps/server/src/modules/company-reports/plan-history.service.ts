import type {
  Filing,
  FilingsReport,
  PlanHistoryReport,
  PlanYearFigures,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import type { CompaniesView } from '../companies/index';
import type {
  FilingsView,
  InsuranceContractsView,
  PlanFinancialsView,
} from './benefit-facts.table';
import { factsOf } from './company-reports.repository';
import {
  contractsOf,
  financialsByFiling,
  participantsOf,
  planKindOf,
} from './plan-year';
import { sourcesOf } from './report-sources.service';
import { descending, greatest, inOrder, total } from './report-values';

interface History {
  contracts: InsuranceContractsView[];
  financials: Map<string, PlanFinancialsView>;
}

// The figures of some filings of one year.
function figuresOf(
  year: number,
  filings: readonly FilingsView[],
  history: History,
): PlanYearFigures {
  const acks = new Set(filings.map((f) => f.source_key));
  const contracts = history.contracts.filter((c) => acks.has(c.ack_id));
  const assets = filings.map((f) => history.financials.get(f.source_key));
  return {
    year,
    plans: filings.length,
    participants: total(filings, participantsOf),
    premium: total(contracts, (c) => c.premium),
    commissions: total(contracts, (c) => c.commissions),
    fees: total(contracts, (c) => c.fees),
    assets_eoy: total(assets, (f) => f?.assets_eoy ?? null),
  };
}

// One entry per year that has a plan year, oldest first.
function seriesOf(filings: readonly FilingsView[], history: History) {
  const years = [
    ...new Set(filings.map((f) => f.source_year).filter((y) => y !== null)),
  ].sort((a, b) => a - b);
  return years.map((year) =>
    figuresOf(
      year,
      filings.filter((f) => f.source_year === year),
      history,
    ),
  );
}

/**
 * The newest year while plans filed for the year before have no filing
 * for it yet. Form 5500 data arrives for months after a plan year ends, so
 * a welfare plan missing from the newest year is most often not filed
 * yet, not dropped: its premium must not read as a fall to $0.
 */
function incompleteYear(
  filings: readonly FilingsView[],
): PlanHistoryReport['incomplete'] {
  const year = greatest(filings.map((f) => f.source_year));
  if (year === null) return null;
  const numbersOf = (y: number) =>
    new Set(
      filings.filter((f) => f.source_year === y).map((f) => f.plan_number),
    );
  const filed = numbersOf(year);
  const pending = [...numbersOf(year - 1)].filter((n) => !filed.has(n));
  return pending.length === 0 ? null : { year, plans_pending: pending.length };
}

const latestFirst = inOrder<FilingsView>(
  descending((f) => f.source_year),
  descending((f) => f.date_received),
  descending((f) => f.source_key),
);

/** .../reports/plan-history: every plan year, in total and per plan. */
export async function planHistoryReport(
  db: Db,
  company: CompaniesView,
): Promise<PlanHistoryReport> {
  const filings = (await factsOf(db, 'filings', company.muns)).sort(
    latestFirst,
  );
  const [contracts, financialRows] = await Promise.all([
    contractsOf(db, company.muns, filings),
    filings.length > 0 ? factsOf(db, 'plan_financials', company.muns) : [],
  ]);
  const financials = financialsByFiling(financialRows);
  const history = { contracts, financials };
  const numbers = [...new Set(filings.map((f) => f.plan_number))].sort((a, b) =>
    (a ?? '').localeCompare(b ?? ''),
  );
  return {
    muns: company.muns,
    sources: await sourcesOf(db, filings, contracts, [...financials.values()]),
    plan_year: greatest(filings.map((f) => f.source_year)),
    incomplete: incompleteYear(filings),
    years: seriesOf(filings, history),
    plans: numbers.map((number) => {
      const own = filings.filter((f) => f.plan_number === number);
      return {
        plan_number: number,
        plan_name: own[0]!.plan_name,
        kind: planKindOf(own[0]!),
        years: seriesOf(own, history),
      };
    }),
  };
}

function filingOf(f: FilingsView): Filing {
  const schedules = [
    ['A', (f.schedule_a_count ?? 0) > 0],
    ['C', f.schedule_c_attached === 1],
    ['H', f.schedule_h_attached === 1],
    ['I', f.schedule_i_attached === 1],
  ] as const;
  return {
    ack_id: f.source_key,
    form: f.form,
    plan_year: f.source_year,
    plan_year_begin: f.plan_year_begin,
    plan_year_end: f.plan_year_end,
    plan_number: f.plan_number,
    plan_name: f.plan_name,
    kind: planKindOf(f),
    participants: f.participants_boy,
    filing_status: f.filing_status,
    date_received: f.date_received,
    schedules: schedules.filter(([, has]) => has).map(([name]) => name),
  };
}

/** .../reports/filings: every filing of every year, newest first. */
export async function filingsReport(
  db: Db,
  company: CompaniesView,
): Promise<FilingsReport> {
  const filings = (await factsOf(db, 'filings', company.muns)).sort(
    latestFirst,
  );
  return {
    muns: company.muns,
    sources: await sourcesOf(db, filings),
    plan_year: greatest(filings.map((f) => f.source_year)),
    filings: filings.map(filingOf),
  };
}
