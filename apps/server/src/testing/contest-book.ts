// A small book of companies whose carriers and brokers changed, as the
// agencies' files give them: the renewal calendar and the opportunity
// score are both tested on it.
import { ingestIntoApp } from './app-fixtures';
import { writeLike } from './dataset-files/index';
import {
  benefitContract,
  motorCarrier,
  welfareFiling,
  wcPolicy,
} from './renewal-facts';
import type { TestApp } from './test-app';

// A Schedule A Part 1 broker of a contract.
const broker = (ack: string, formId: number, name: string, pay: string) => ({
  ACK_ID: ack,
  FORM_ID: String(formId),
  ROW_ORDER: '1',
  INS_BROKER_NAME: name,
  INS_BROKER_US_CITY: 'AUSTIN',
  INS_BROKER_US_STATE: 'TX',
  INS_BROKER_COMM_PD_AMT: pay,
});

const ACK = (year: number, company: number) =>
  `${year + 1}0730101010P03000000000${company}001`;

// Benefits: company 7 files 2022-2024 (broker change in 2023, carrier
// change in 2024), company 8 files 2023-2024 (broker change in 2024).
// NORTHSTAR's book: 7 and 8 in 2023, 7 alone in 2024 (shrinking).
export const FILINGS = [
  welfareFiling(ACK(2022, 7), 7, '2022-01-01'),
  welfareFiling(ACK(2023, 7), 7, '2023-01-01'),
  welfareFiling(ACK(2024, 7), 7, '2024-01-01'),
  welfareFiling(ACK(2023, 8), 8, '2023-07-01'),
  welfareFiling(ACK(2024, 8), 8, '2024-07-01'),
];
const contract = (year: number, company: number, carrier: string) =>
  benefitContract({
    ack: ACK(year, company),
    formId: 1,
    carrier,
    begin: company === 7 ? `${year}-01-01` : `${year}-07-01`,
    from: company === 7 ? `${year}-01-01` : `${year}-07-01`,
  });
export const CONTRACTS = [
  contract(2022, 7, 'AETNA LIFE'),
  contract(2023, 7, 'AETNA LIFE'),
  contract(2024, 7, 'CIGNA HEALTH'),
  contract(2023, 8, 'UNUM LIFE'),
  contract(2024, 8, 'UNUM LIFE'),
];
export const BROKERS = [
  broker(ACK(2022, 7), 1, 'HARBOR RISK', '900'),
  broker(ACK(2023, 7), 1, 'NORTHSTAR BENEFITS', '1000'),
  broker(ACK(2024, 7), 1, 'NORTHSTAR BENEFITS', '1100'),
  broker(ACK(2023, 8), 1, 'NORTHSTAR BENEFITS', '700'),
  broker(ACK(2024, 8), 1, 'SUMMIT ADVISORS', '800'),
];
// Commercial: company 1's workers' comp moved from ACME to BETA in 2024;
// company 2 runs trucks, MCS-150 due March 2027; company 3 also runs
// trucks, due October 2028, past the calendar's year.
export const POLICIES = [
  ['P1', 'ACME MUTUAL', '2023-01-01'],
  ['P2', 'BETA INSURANCE', '2024-01-01'],
  ['P3', 'BETA INSURANCE', '2025-01-01'],
].map(([id, carrier, start]) =>
  wcPolicy({
    id: id!,
    company: 1,
    carrier: carrier!,
    effective: start!,
    expiration: `${Number(start!.slice(0, 4)) + 1}-01-01`,
  }),
);
export const CARRIERS = [motorCarrier('1231', 2), motorCarrier('1200', 3)];

/**
 * Ingests the book into the test app; answers each company's muns by its
 * name and by its number in the comments above ('7', '1', ...).
 */
export async function ingestContestBook(
  t: TestApp,
): Promise<Map<string, string>> {
  const file = (name: string, rows: Record<string, string>[]) =>
    writeLike(t.dataDir, name, rows);
  await ingestIntoApp(t, [
    file('f_5500_2024_latest.csv', FILINGS),
    file('f_sch_a_2024_latest.csv', CONTRACTS),
    file('f_sch_a_part1_2024_latest.csv', BROKERS),
    file('wc_policies.csv', POLICIES),
    file('fmcsa_census.csv', CARRIERS),
  ]);
  const rows = await t.db
    .selectFrom('companies')
    .select(['muns', 'name'])
    .execute();
  const muns = new Map(rows.map((row) => [row.name, row.muns] as const));
  const of = (name: string) => {
    const found = [...muns].find(([n]) => n.toUpperCase() === name);
    if (!found) throw new Error(`no company ${name} in ${[...muns.keys()]}`);
    return found[1];
  };
  muns.set('7', of('SPONSOR 7 INC'));
  muns.set('8', of('SPONSOR 8 INC'));
  muns.set('1', of('EMPLOYER 1 LLC'));
  muns.set('2', of('CARRIER 2 INC'));
  muns.set('3', of('CARRIER 3 INC'));
  return muns;
}
