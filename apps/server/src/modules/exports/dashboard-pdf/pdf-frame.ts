import {
  formatCompanyAddress,
  formatCount,
  formatDate,
  formatMoney,
  formatPhone,
  summarizeSources,
  websiteLabel,
  type Module,
} from '@edge/contracts';
import type { DashboardContent } from './dashboard-content';
import { COLOR, CONTENT_WIDTH, FONT, PAGE, SIZE } from './pdf-theme';
import type { PdfWriter } from './pdf-writer';

export const MODULE_NAMES: Record<Module, string> = {
  pc: 'Commercial Lines',
  eb: 'Employee Benefits',
};

/** 11/27/2026 14:05 UTC: the server prints in UTC and says so. */
export function printedText(at: Date): string {
  const iso = at.toISOString();
  return `${formatDate(iso)} ${iso.slice(11, 16)} UTC`;
}

/** The first page's top: who the company is, the module, the date. */
export function companyHeader(
  pdf: PdfWriter,
  { module, profile }: DashboardContent,
  printedAt: Date,
): void {
  pdf.lineAt(
    `${MODULE_NAMES[module]} dashboard · printed ${printedText(printedAt)}`,
    pdf.left,
    pdf.y,
    pdf.width,
    { font: FONT.bold, size: SIZE.small + 0.5, color: COLOR.teal },
  );
  pdf.space(14);
  pdf.y +=
    pdf.textAt(profile.entity_name, pdf.left, pdf.y, pdf.width, {
      font: FONT.bold,
      size: SIZE.title,
      color: COLOR.navy,
    }) + 2;
  if (profile.dba_name) {
    pdf.paragraph(`Doing business as ${profile.dba_name}`, {
      color: COLOR.muted,
    });
  }
  const contact = [
    formatCompanyAddress(profile),
    formatPhone(profile.phone),
    profile.website && websiteLabel(profile.website),
  ];
  pdf.paragraph(contact.filter(Boolean).join(' · '), { size: SIZE.body + 1 });
  pdf.space(4);
  pdf.facts([
    [
      'Industry (NAICS)',
      [profile.naics, profile.naics_title].filter(Boolean).join(' · '),
    ],
    ['Employees', formatCount(profile.employees)],
    ['Revenue', formatMoney(profile.revenue)],
    ['Founded', profile.year_founded],
    ['County', profile.county_name],
    ['Company ID', profile.muns],
  ]);
  // Every dataset that named the company, as the dashboard's header says.
  pdf.sources([summarizeSources(profile.sources)].filter(Boolean), 'Sources');
}

/** Every page: the module and company on top, date and page number below. */
export function pageFrame(
  pdf: PdfWriter,
  { module, profile }: DashboardContent,
  printedAt: Date,
): void {
  const { doc } = pdf;
  const { count } = doc.bufferedPageRange();
  const style = { size: SIZE.small, color: COLOR.muted };
  const half = CONTENT_WIDTH / 2;
  for (let i = 0; i < count; i += 1) {
    doc.switchToPage(i);
    const top = PAGE.margin.top - 26;
    pdf.lineAt(
      `Edge · ${MODULE_NAMES[module]} dashboard`,
      pdf.left,
      top,
      half,
      style,
    );
    pdf.lineAt(profile.entity_name, pdf.left + half, top, half, {
      ...style,
      align: 'right',
    });
    const bottom = PAGE.height - PAGE.margin.bottom + 22;
    pdf.lineAt(
      `Printed ${printedText(printedAt)}`,
      pdf.left,
      bottom,
      half,
      style,
    );
    pdf.lineAt(`Page ${i + 1} of ${count}`, pdf.left + half, bottom, half, {
      ...style,
      align: 'right',
    });
  }
}
