import type { z } from 'zod';
import {
  brokersReportSchema,
  carriersReportSchema,
  contactsReportSchema,
  dotReportSchema,
  filingsReportSchema,
  fullPropertyReportSchema,
  hazardsReportSchema,
  oshaReportSchema,
  peerBenchmarksReportSchema,
  planHistoryReportSchema,
  plansReportSchema,
  propertyReportSchema,
  providersReportSchema,
  retirementSummaryReportSchema,
  welfareSummaryReportSchema,
  whdReportSchema,
  workersCompReportSchema,
  type CompanyReportName,
} from '@edge/contracts';

/** The contract schema of each report of the catalog (COMPANY_REPORTS). */
export const REPORT_SCHEMAS = {
  contacts: contactsReportSchema,
  property: propertyReportSchema,
  'full-property': fullPropertyReportSchema,
  hazards: hazardsReportSchema,
  dot: dotReportSchema,
  'workers-comp': workersCompReportSchema,
  osha: oshaReportSchema,
  whd: whdReportSchema,
  'welfare-summary': welfareSummaryReportSchema,
  'retirement-summary': retirementSummaryReportSchema,
  plans: plansReportSchema,
  'plan-history': planHistoryReportSchema,
  providers: providersReportSchema,
  filings: filingsReportSchema,
  carriers: carriersReportSchema,
  brokers: brokersReportSchema,
  'peer-benchmarks': peerBenchmarksReportSchema,
} as const satisfies Record<CompanyReportName, z.ZodType>;

/** The answer of a report, by its catalog name. */
export type ReportData<N extends CompanyReportName> = z.infer<
  (typeof REPORT_SCHEMAS)[N]
>;
