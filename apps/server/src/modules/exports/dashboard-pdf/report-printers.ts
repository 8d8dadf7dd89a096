import {
  COMPANY_REPORTS,
  type CompanyReportName,
  type Module,
} from '@edge/contracts';
import type { CompanyReportData } from '../../company-reports/index';
import { dotPrinter, oshaPrinter, whdPrinter } from './compliance-printers';
import { contactsPrinter } from './contacts-printer';
import {
  brokersPrinter,
  carriersPrinter,
  plansPrinter,
  providersPrinter,
} from './party-printers';
import { peerBenchmarksPrinter } from './peer-benchmarks-printer';
import type { PdfWriter } from './pdf-writer';
import {
  filingsPrinter,
  planHistoryPrinter,
  retirementSummaryPrinter,
  welfareSummaryPrinter,
} from './plan-printers';
import {
  fullPropertyPrinter,
  hazardsPrinter,
  propertyPrinter,
} from './property-printers';
import {
  printReport,
  type ReportPrinter,
  type ReportPrinters,
} from './report-printer';
import { workersCompPrinter } from './workers-comp-printer';

const PRINTERS: ReportPrinters = {
  contacts: contactsPrinter,
  property: propertyPrinter,
  'full-property': fullPropertyPrinter,
  hazards: hazardsPrinter,
  dot: dotPrinter,
  'workers-comp': workersCompPrinter,
  osha: oshaPrinter,
  whd: whdPrinter,
  'welfare-summary': welfareSummaryPrinter,
  'retirement-summary': retirementSummaryPrinter,
  plans: plansPrinter,
  'plan-history': planHistoryPrinter,
  providers: providersPrinter,
  filings: filingsPrinter,
  carriers: carriersPrinter,
  brokers: brokersPrinter,
  'peer-benchmarks': peerBenchmarksPrinter,
};

/** The order of each module's reports, as its dashboard shows them. */
const ORDER: Record<Module, readonly CompanyReportName[]> = {
  pc: [
    'property',
    'hazards',
    'workers-comp',
    'osha',
    'dot',
    'whd',
    'contacts',
    'full-property',
  ],
  eb: [
    'welfare-summary',
    'plan-history',
    'peer-benchmarks',
    'brokers',
    'carriers',
    'retirement-summary',
    'plans',
    'providers',
    'filings',
    'contacts',
  ],
};

/**
 * The reports of a module's dashboard: those the catalog gives to the
 * module (its product) or to either module, in the dashboard's order.
 */
export function dashboardReportNames(module: Module): CompanyReportName[] {
  return ORDER[module].filter((name) => {
    const owner = COMPANY_REPORTS[name].module;
    return owner === module || owner === 'any';
  });
}

/** A report with its data, by its catalog name. */
export type LoadedReport = {
  [N in CompanyReportName]: { name: N; data: CompanyReportData[N] };
}[CompanyReportName];

export function printLoadedReport<N extends CompanyReportName>(
  pdf: PdfWriter,
  report: { name: N; data: CompanyReportData[N] },
): void {
  // The map pairs each name with its printer: the lookup keeps the pair.
  const printer = PRINTERS[report.name] as ReportPrinter<CompanyReportData[N]>;
  printReport(pdf, report.name, printer, report.data);
}
