import type { Module } from './products';

/**
 * The company dashboard's reports (SPEC §1, §4), each its own endpoint
 * `GET /api/v1/companies/:muns/reports/:name`, with the module whose
 * product it needs; 'any' reports need one of the two.
 */
export const COMPANY_REPORTS = {
  contacts: { module: 'any', title: 'Contacts' },
  property: { module: 'pc', title: 'Property' },
  'full-property': { module: 'pc', title: 'Full Property' },
  hazards: { module: 'pc', title: 'Hazards' },
  dot: { module: 'pc', title: 'DOT Motor Carrier' },
  'workers-comp': { module: 'pc', title: "Workers' Comp" },
  osha: { module: 'pc', title: 'OSHA' },
  whd: { module: 'pc', title: 'Wage and Hour' },
  'welfare-summary': { module: 'eb', title: 'Welfare Summary' },
  'retirement-summary': { module: 'eb', title: 'Retirement Summary' },
  plans: { module: 'eb', title: 'Benefit Plans' },
  'plan-history': { module: 'eb', title: 'Plan History' },
  providers: { module: 'eb', title: 'Service Providers' },
  filings: { module: 'eb', title: 'Filings' },
  carriers: { module: 'eb', title: 'Top Carriers' },
  brokers: { module: 'eb', title: 'Top Brokers' },
  'peer-benchmarks': { module: 'eb', title: 'Peer benchmarks' },
} as const satisfies Record<string, { module: Module | 'any'; title: string }>;

export type CompanyReportName = keyof typeof COMPANY_REPORTS;

/** The API path of a company's report. */
export function companyReportPath(
  muns: string,
  report: CompanyReportName,
): string {
  return `/api/v1/companies/${encodeURIComponent(muns)}/reports/${report}`;
}
