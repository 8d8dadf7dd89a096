import {
  COMPANY_REPORTS,
  type CompanyReportName,
  type ReportSource,
} from '@edge/contracts';
import type { CompanyReportData } from '../../company-reports/index';
import { sourceLines } from './pdf-figures';
import type { PdfWriter } from './pdf-writer';

/** How one report of the dashboard prints, as its card shows it. */
export interface ReportPrinter<T> {
  /** Beside the title: the plan year the report describes. */
  aside?: (data: T) => string | null;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  print: (pdf: PdfWriter, data: T) => void;
}

export type ReportPrinters = {
  [N in CompanyReportName]: ReportPrinter<CompanyReportData[N]>;
};

/** 'Plan year 2024' for the reports of one plan year. */
export const planYearAside = (data: { plan_year: number | null }) =>
  data.plan_year === null ? null : `Plan year ${data.plan_year}`;

/** One report: its title, its content or why it is empty, its sources. */
export function printReport<T extends { sources: ReportSource[] }>(
  pdf: PdfWriter,
  name: CompanyReportName,
  printer: ReportPrinter<T>,
  data: T,
): void {
  pdf.section(COMPANY_REPORTS[name].title, printer.aside?.(data) ?? undefined);
  if (printer.isEmpty(data)) pdf.empty(printer.emptyText);
  else printer.print(pdf, data);
  pdf.sources(sourceLines(data.sources));
}
