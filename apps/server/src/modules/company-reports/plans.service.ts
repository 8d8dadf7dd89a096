import type {
  BenefitPlan,
  BrokerRef,
  PlansReport,
  WelfareLine,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import type { CompaniesView } from '../companies/index';
import type {
  ContractBrokersView,
  FilingsView,
  InsuranceContractsView,
} from './benefit-facts.table';
import { brokerMsidsOf, factsOf } from './company-reports.repository';
import { contractsOf, loadCurrentPlans, planKindOf } from './plan-year';
import { sourcesOf } from './report-sources.service';
import { lineRefs } from './report-values';

export const contractKey = (row: { ack_id: string; form_id: number }) =>
  `${row.ack_id}:${row.form_id}`;

/** A contract's brokers, each once by normalized name, in filing order. */
export function brokersOfContract(
  rows: readonly ContractBrokersView[],
  msids: ReadonlyMap<string, string>,
): BrokerRef[] {
  const out = new Map<string, BrokerRef>();
  for (const row of [...rows].sort((a, b) =>
    a.source_key.localeCompare(b.source_key),
  )) {
    const name = row.broker_name ?? row.broker_name_normalized;
    const key = row.broker_name_normalized ?? name;
    if (!name || !key || out.has(key)) continue;
    out.set(key, { name, name_normalized: key, msid: msids.get(key) ?? null });
  }
  return [...out.values()];
}

/** A Schedule A contract as SPEC §3 names a welfare line's fields. */
export function welfareLineOf(
  c: InsuranceContractsView,
  filing: FilingsView | undefined,
  brokers: BrokerRef[],
): WelfareLine {
  return {
    contract_number: c.contract_number,
    eb_categories: lineRefs([c.lines]),
    other_contract: c.other_text,
    carrier_name: c.carrier_name,
    carrier_name_normalized: c.carrier_name_normalized,
    sponsor_dfe_name: filing?.sponsor_name ?? null,
    persons_covered: c.persons_covered,
    renewal_month: c.renewal_month,
    premium: c.premium,
    commission: c.commissions,
    fees: c.fees,
    brokers,
  };
}

function planOf(filing: FilingsView, contracts: WelfareLine[]): BenefitPlan {
  return {
    ack_id: filing.source_key,
    form: filing.form,
    plan_number: filing.plan_number,
    plan_name: filing.plan_name,
    kind: planKindOf(filing),
    plan_year_begin: filing.plan_year_begin,
    plan_year_end: filing.plan_year_end,
    participants: filing.participants_boy,
    active_participants: filing.active_participants,
    funding_arrangement: filing.funding_arrangement,
    benefit_arrangement: filing.benefit_arrangement,
    self_funded: filing.self_funded === null ? null : filing.self_funded === 1,
    admin_name: filing.admin_name,
    contracts,
  };
}

/**
 * .../reports/plans: the current plans (welfare of the latest welfare
 * year, retirement of the latest retirement year) with their contracts.
 */
export async function plansReport(
  db: Db,
  company: CompaniesView,
): Promise<PlansReport> {
  const { year, years, filings } = await loadCurrentPlans(db, company.muns);
  const contracts = await contractsOf(db, company.muns, filings);
  const [brokerRows, msids] =
    contracts.length > 0
      ? await Promise.all([
          factsOf(db, 'contract_brokers', company.muns),
          brokerMsidsOf(db, company.muns),
        ])
      : [[], new Map<string, string>()];
  const keys = new Set(contracts.map(contractKey));
  const brokers = brokerRows.filter((b) => keys.has(contractKey(b)));
  const lines = (filing: FilingsView) =>
    contracts
      .filter((c) => c.ack_id === filing.source_key)
      .map((c) =>
        welfareLineOf(
          c,
          filing,
          brokersOfContract(
            brokers.filter((b) => contractKey(b) === contractKey(c)),
            msids,
          ),
        ),
      );
  return {
    muns: company.muns,
    sources: await sourcesOf(db, filings, contracts, brokers),
    plan_year: year,
    plan_years: years,
    plans: filings.map((filing) => planOf(filing, lines(filing))),
  };
}
