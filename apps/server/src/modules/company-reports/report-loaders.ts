import type { CompanyReportName } from '@edge/contracts';
import type { Db } from '../../db/database';
import type { CompaniesView } from '../companies/index';
import {
  retirementSummaryReport,
  welfareSummaryReport,
} from './benefit-summaries.service';
import { contactsReport } from './company-profile.service';
import { dotReport } from './dot.service';
import { hazardsReport } from './hazards.service';
import { oshaReport } from './osha.service';
import { filingsReport, planHistoryReport } from './plan-history.service';
import { plansReport } from './plans.service';
import { fullPropertyReport, propertyReport } from './property.service';
import { providersReport } from './providers.service';
import { brokersReport, carriersReport } from './top-parties.service';
import { whdReport } from './whd.service';
import { workersCompReport } from './workers-comp.service';

/**
 * Every dashboard report's loader, by its catalog name (COMPANY_REPORTS):
 * the same functions its routes answer with, for the exports that write
 * many reports at once.
 */
export const REPORT_LOADERS = {
  contacts: contactsReport,
  property: propertyReport,
  'full-property': fullPropertyReport,
  hazards: hazardsReport,
  dot: dotReport,
  'workers-comp': (db: Db, company: CompaniesView) =>
    workersCompReport(db, company),
  osha: oshaReport,
  whd: whdReport,
  'welfare-summary': welfareSummaryReport,
  'retirement-summary': retirementSummaryReport,
  plans: plansReport,
  'plan-history': planHistoryReport,
  providers: providersReport,
  filings: filingsReport,
  carriers: carriersReport,
  brokers: brokersReport,
} satisfies Record<
  CompanyReportName,
  (db: Db, company: CompaniesView) => Promise<unknown>
>;

/** The answer of a report by its name. */
export type ReportAnswer<N extends CompanyReportName> = Awaited<
  ReturnType<(typeof REPORT_LOADERS)[N]>
>;
