import type {
  BrokersReport,
  CarriersReport,
  CompanyReportName,
  ContactsReport,
  DotReport,
  FilingsReport,
  FullPropertyReport,
  HazardsReport,
  OshaReport,
  PeerBenchmarksReport,
  PlanHistoryReport,
  PlansReport,
  PropertyReport,
  ProvidersReport,
  RetirementSummaryReport,
  WelfareSummaryReport,
  WhdReport,
  WorkersCompReport,
} from '@edge/contracts';
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
import { peerBenchmarksReport } from './peer-benchmarks.service';
import { filingsReport, planHistoryReport } from './plan-history.service';
import { plansReport } from './plans.service';
import { fullPropertyReport, propertyReport } from './property.service';
import { providersReport } from './providers.service';
import { brokersReport, carriersReport } from './top-parties.service';
import { whdReport } from './whd.service';
import { workersCompReport } from './workers-comp.service';

/** The answer of each report of the catalog (COMPANY_REPORTS). */
export interface CompanyReportData {
  contacts: ContactsReport;
  property: PropertyReport;
  'full-property': FullPropertyReport;
  hazards: HazardsReport;
  dot: DotReport;
  'workers-comp': WorkersCompReport;
  osha: OshaReport;
  whd: WhdReport;
  'welfare-summary': WelfareSummaryReport;
  'retirement-summary': RetirementSummaryReport;
  plans: PlansReport;
  'plan-history': PlanHistoryReport;
  providers: ProvidersReport;
  filings: FilingsReport;
  carriers: CarriersReport;
  brokers: BrokersReport;
  'peer-benchmarks': PeerBenchmarksReport;
}

/**
 * Each report's builder, as its endpoint calls it: other modules (the
 * dashboard PDF) read a company's reports without a request. The caller
 * has checked the company with requireCompany for the report's module.
 */
export const REPORT_LOADERS: {
  [N in CompanyReportName]: (
    db: Db,
    company: CompaniesView,
  ) => Promise<CompanyReportData[N]>;
} = {
  contacts: contactsReport,
  property: propertyReport,
  'full-property': fullPropertyReport,
  hazards: hazardsReport,
  dot: dotReport,
  'workers-comp': (db, company) => workersCompReport(db, company),
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
  'peer-benchmarks': peerBenchmarksReport,
};

/** The answer of a report by its name. */
export type ReportAnswer<N extends CompanyReportName> = CompanyReportData[N];
