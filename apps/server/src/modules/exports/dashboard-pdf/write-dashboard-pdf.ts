import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import type { DashboardContent } from './dashboard-content';
import { companyHeader, MODULE_NAMES, pageFrame } from './pdf-frame';
import { PAGE } from './pdf-theme';
import { PdfWriter } from './pdf-writer';
import { printLoadedReport } from './report-printers';

/**
 * Writes a company's dashboard as a PDF file: its header, then each report
 * with its figures, charts, tables and sources, on numbered pages.
 */
export async function writeDashboardPdf(
  path: string,
  content: DashboardContent,
  printedAt: Date,
): Promise<void> {
  const doc = new PDFDocument({
    size: PAGE.size,
    // The writer places every block itself; no margin breaks a page.
    margin: 0,
    bufferPages: true,
    info: {
      Title: `${content.profile.entity_name}: ${MODULE_NAMES[content.module]} dashboard`,
      Author: 'Edge',
      CreationDate: printedAt,
    },
  });
  const out = createWriteStream(path);
  doc.pipe(out);
  const pdf = new PdfWriter(doc);
  companyHeader(pdf, content, printedAt);
  for (const report of content.reports) printLoadedReport(pdf, report);
  pageFrame(pdf, content, printedAt);
  doc.end();
  await finished(out);
}
