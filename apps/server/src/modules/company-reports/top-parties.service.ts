import {
  BROKER_NOT_PROVIDED,
  TOP_PARTIES,
  type BrokersReport,
  type CarriersReport,
  type TopBroker,
  type TopCarrier,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import type { CompaniesView } from '../companies/index';
import type {
  ContractBrokersView,
  InsuranceContractsView,
} from './benefit-facts.table';
import { brokerMsidsOf, factsOf } from './company-reports.repository';
import { contractsOf, loadWelfarePlans } from './plan-year';
import { contractKey } from './plans.service';
import { sourcesOf } from './report-sources.service';
import { lineRefs, total } from './report-values';

type Contract = InsuranceContractsView;

const carrierKey = (c: Contract) => c.carrier_name_normalized ?? c.carrier_name;

/** Groups rows by a key, in first-seen order; rows without one are left. */
function groupBy<T>(rows: readonly T[], key: (row: T) => string | null) {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

const sortedNames = (contracts: readonly Contract[]) =>
  [...new Set(contracts.map(carrierKey).filter((n) => n !== null))].sort();

/**
 * .../reports/carriers: top 10 carriers of the welfare plans' Schedule A,
 * latest welfare plan year, by premium.
 */
export async function carriersReport(
  db: Db,
  company: CompaniesView,
): Promise<CarriersReport> {
  const { year, filings } = await loadWelfarePlans(db, company.muns);
  const contracts = await contractsOf(db, company.muns, filings);
  const carriers: TopCarrier[] = [...groupBy(contracts, carrierKey)].map(
    ([normalized, rows]) => ({
      carrier_name: rows[0]!.carrier_name ?? normalized,
      carrier_name_normalized: normalized,
      contracts: rows.length,
      persons_covered: total(rows, (c) => c.persons_covered),
      premium: total(rows, (c) => c.premium),
      commissions: total(rows, (c) => c.commissions),
      lines: lineRefs(rows.map((c) => c.lines)),
    }),
  );
  carriers.sort(
    (a, b) =>
      b.premium - a.premium ||
      b.contracts - a.contracts ||
      a.carrier_name_normalized.localeCompare(b.carrier_name_normalized),
  );
  return {
    muns: company.muns,
    sources: await sourcesOf(db, filings, contracts),
    plan_year: year,
    carriers: carriers.slice(0, TOP_PARTIES),
  };
}

// One broker's figures: its own commission and fees (Part 1 rows), the
// premium and carriers of the contracts it is on.
function brokerOf(
  rows: readonly ContractBrokersView[],
  byKey: ReadonlyMap<string, Contract>,
  msid: string | null,
): TopBroker {
  const first = [...rows].sort((a, b) =>
    a.source_key.localeCompare(b.source_key),
  )[0]!;
  const contracts = [...new Set(rows.map(contractKey))]
    .map((key) => byKey.get(key))
    .filter((c) => c !== undefined);
  const normalized = first.broker_name_normalized ?? first.broker_name!;
  return {
    name: first.broker_name ?? normalized,
    name_normalized: normalized,
    msid,
    contracts: contracts.length,
    commission: total(rows, (r) => r.commission),
    fees: total(rows, (r) => r.fees),
    premium: total(contracts, (c) => c.premium),
    carriers: sortedNames(contracts),
  };
}

// SPEC §5: contracts listing no broker, with the Schedule A totals paid.
function notProvided(contracts: readonly Contract[]): TopBroker {
  return {
    name: BROKER_NOT_PROVIDED,
    name_normalized: BROKER_NOT_PROVIDED,
    msid: null,
    contracts: contracts.length,
    commission: total(contracts, (c) => c.commissions),
    fees: total(contracts, (c) => c.fees),
    premium: total(contracts, (c) => c.premium),
    carriers: sortedNames(contracts),
  };
}

/**
 * .../reports/brokers: top 10 brokers of the welfare plans' Schedule A,
 * latest welfare plan year, by pay.
 */
export async function brokersReport(
  db: Db,
  company: CompaniesView,
): Promise<BrokersReport> {
  const { year, filings } = await loadWelfarePlans(db, company.muns);
  const contracts = await contractsOf(db, company.muns, filings);
  const [rows, msids] =
    contracts.length > 0
      ? await Promise.all([
          factsOf(db, 'contract_brokers', company.muns),
          brokerMsidsOf(db, company.muns),
        ])
      : [[], new Map<string, string>()];
  const byKey = new Map(contracts.map((c) => [contractKey(c), c]));
  const listed = rows.filter((r) => byKey.has(contractKey(r)));
  const groups = groupBy(
    listed,
    (r) => r.broker_name_normalized ?? r.broker_name,
  );
  const brokers = [...groups].map(([name, own]) =>
    brokerOf(own, byKey, msids.get(name) ?? null),
  );
  const withBroker = new Set(listed.map(contractKey));
  const without = contracts.filter((c) => !withBroker.has(contractKey(c)));
  if (without.length > 0) brokers.push(notProvided(without));
  brokers.sort(
    (a, b) =>
      b.commission + b.fees - (a.commission + a.fees) ||
      b.premium - a.premium ||
      a.name_normalized.localeCompare(b.name_normalized),
  );
  return {
    muns: company.muns,
    sources: await sourcesOf(db, filings, contracts, listed),
    plan_year: year,
    brokers: brokers.slice(0, TOP_PARTIES),
  };
}
