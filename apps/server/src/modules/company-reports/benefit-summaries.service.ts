import type {
  RetirementSummaryReport,
  WelfareSummaryReport,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import type { CompaniesView } from '../companies/index';
import type { FilingsView } from './benefit-facts.table';
import { factsOf } from './company-reports.repository';
import {
  contractsOf,
  financialsByFiling,
  loadRetirementPlans,
  loadWelfarePlans,
  ofFilings,
  participantsOf,
} from './plan-year';
import { sourcesOf } from './report-sources.service';
import { lineRefs, total } from './report-values';

// null when no plan says; true when any plan is self-funded.
function selfFunded(filings: readonly FilingsView[]): boolean | null {
  const said = filings.filter((f) => f.self_funded !== null);
  return said.length === 0 ? null : said.some((f) => f.self_funded === 1);
}

const distinct = (values: readonly (string | null)[]) =>
  new Set(values.filter((v) => v !== null)).size;

/**
 * .../reports/welfare-summary: the welfare plans of the latest year with
 * a welfare filing and their insurance contracts (those with a benefit
 * line).
 */
export async function welfareSummaryReport(
  db: Db,
  company: CompaniesView,
): Promise<WelfareSummaryReport> {
  const { year, filings } = await loadWelfarePlans(db, company.muns);
  const [contracts, brokerRows] = await Promise.all([
    contractsOf(db, company.muns, filings),
    filings.length > 0 ? factsOf(db, 'contract_brokers', company.muns) : [],
  ]);
  const welfare = contracts.filter((c) => c.lines !== null);
  const keys = new Set(welfare.map((c) => `${c.ack_id}:${c.form_id}`));
  const brokers = brokerRows.filter((b) =>
    keys.has(`${b.ack_id}:${b.form_id}`),
  );
  return {
    muns: company.muns,
    sources: await sourcesOf(db, filings, welfare, brokers),
    plan_year: year,
    plans: filings.length,
    participants: total(filings, participantsOf),
    persons_covered: total(welfare, (c) => c.persons_covered),
    self_funded: selfFunded(filings),
    premium: total(welfare, (c) => c.premium),
    commissions: total(welfare, (c) => c.commissions),
    fees: total(welfare, (c) => c.fees),
    carriers: distinct(
      welfare.map((c) => c.carrier_name_normalized ?? c.carrier_name),
    ),
    brokers: distinct(
      brokers.map((b) => b.broker_name_normalized ?? b.broker_name),
    ),
    renewal_months: [
      ...new Set(welfare.map((c) => c.renewal_month).filter((m) => m !== null)),
    ].sort((a, b) => a - b),
    lines: lineRefs(welfare.map((c) => c.lines)),
  };
}

/**
 * .../reports/retirement-summary: the retirement plans of the latest year
 * with a retirement filing.
 */
export async function retirementSummaryReport(
  db: Db,
  company: CompaniesView,
): Promise<RetirementSummaryReport> {
  const { year, filings } = await loadRetirementPlans(db, company.muns);
  const rows =
    filings.length > 0
      ? ofFilings(await factsOf(db, 'plan_financials', company.muns), filings)
      : [];
  const byFiling = financialsByFiling(rows);
  const figures = [...byFiling.values()];
  return {
    muns: company.muns,
    sources: await sourcesOf(db, filings, figures),
    plan_year: year,
    participants: total(filings, participantsOf),
    assets_boy: total(figures, (f) => f.assets_boy),
    assets_eoy: total(figures, (f) => f.assets_eoy),
    employer_contributions: total(figures, (f) => f.employer_contributions),
    participant_contributions: total(
      figures,
      (f) => f.participant_contributions,
    ),
    plans: filings.map((f) => ({
      ack_id: f.source_key,
      plan_number: f.plan_number,
      plan_name: f.plan_name,
      sponsor_name: f.sponsor_name,
      participants: f.active_participants ?? f.participants_boy,
      assets_boy: byFiling.get(f.source_key)?.assets_boy ?? null,
      assets_eoy: byFiling.get(f.source_key)?.assets_eoy ?? null,
    })),
  };
}
