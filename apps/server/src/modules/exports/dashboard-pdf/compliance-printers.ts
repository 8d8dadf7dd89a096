import {
  carrierOperationLabel,
  formatCount,
  formatDate,
  formatMoney,
  inspectionTypeLabel,
  type DotReport,
  type MotorCarrier,
  type OshaInspection,
  type OshaReport,
  type WhdCase,
  type WhdReport,
} from '@edge/contracts';
import { barChart } from './pdf-charts';
import { countFigure, dateFigure, moneyFigure } from './pdf-figures';
import { table, type PdfColumn } from './pdf-table';
import { COLOR } from './pdf-theme';
import type { ReportPrinter } from './report-printer';

const INSPECTION_COLUMNS: readonly PdfColumn<OshaInspection>[] = [
  { label: 'Opened', weight: 1, text: (i) => formatDate(i.open_date) },
  {
    label: 'Type',
    weight: 1.4,
    text: (i) => inspectionTypeLabel(i.inspection_type),
  },
  {
    label: 'Site',
    weight: 2.6,
    text: (i) =>
      [i.site_address, i.site_city, i.site_state].filter(Boolean).join(', '),
  },
  {
    label: 'Violations',
    weight: 0.9,
    isNumeric: true,
    text: (i) => i.violations,
  },
  {
    label: 'Penalty',
    weight: 1,
    isNumeric: true,
    text: (i) => formatMoney(i.current_penalty),
  },
];

export const oshaPrinter: ReportPrinter<OshaReport> = {
  isEmpty: (data) => data.totals.inspections === 0,
  emptyText: 'No OSHA inspections on record.',
  print: (pdf, { totals, by_year: years, recent }) => {
    pdf.figures([
      countFigure(
        'Inspections',
        totals.inspections,
        `${totals.open_inspections} open`,
      ),
      countFigure(
        'Violations',
        totals.violations,
        `${totals.serious} serious · ${totals.willful} willful · ${totals.repeat} repeat`,
      ),
      moneyFigure(
        'Penalties',
        totals.current_penalty,
        totals.initial_penalty === null
          ? undefined
          : `Initially ${formatMoney(totals.initial_penalty)}`,
      ),
      dateFigure('Last inspection', totals.last_inspection_date),
    ]);
    if (years.length > 0) {
      barChart(pdf, {
        caption: 'OSHA penalties per year',
        categories: years.map((y) => String(y.year)),
        series: [
          {
            label: 'Initial penalty',
            color: COLOR.barMuted,
            values: years.map((y) => y.initial_penalty),
            format: formatMoney,
          },
          {
            label: 'Current penalty',
            color: COLOR.teal,
            values: years.map((y) => y.current_penalty),
            format: formatMoney,
          },
        ],
      });
    }
    table(pdf, 'Latest OSHA inspections', INSPECTION_COLUMNS, recent);
  },
};

const CASE_COLUMNS: readonly PdfColumn<WhdCase>[] = [
  {
    label: 'Findings end',
    weight: 1,
    text: (c) => formatDate(c.findings_end_date),
  },
  {
    label: 'Trade name',
    weight: 2.4,
    text: (c) => c.trade_name ?? c.legal_name,
  },
  {
    label: 'Violations',
    weight: 0.9,
    isNumeric: true,
    text: (c) => formatCount(c.violations),
  },
  {
    label: 'Back wages',
    weight: 1,
    isNumeric: true,
    text: (c) => formatMoney(c.back_wages),
  },
  {
    label: 'Penalties',
    weight: 1,
    isNumeric: true,
    text: (c) => formatMoney(c.civil_penalties),
  },
];

function whdFlags({ totals }: WhdReport): string {
  return [
    totals.repeat_violator && 'Repeat violator',
    totals.child_labor_violations > 0 &&
      `${formatCount(totals.child_labor_violations)} child labor violations`,
  ]
    .filter(Boolean)
    .join(' · ');
}

export const whdPrinter: ReportPrinter<WhdReport> = {
  isEmpty: (data) => data.totals.cases === 0,
  emptyText: 'No wage-and-hour cases on record.',
  print: (pdf, data) => {
    const { totals } = data;
    pdf.figures([
      countFigure('Cases', totals.cases),
      countFigure('Violations', totals.violations),
      countFigure('Employees affected', totals.employees_violated),
      moneyFigure('Back wages', totals.back_wages),
      moneyFigure('Civil penalties', totals.civil_penalties),
      dateFigure('Last finding', totals.last_finding_date),
    ]);
    const flags = whdFlags(data);
    if (flags) pdf.paragraph(flags, { color: COLOR.warning });
    if (data.by_year.length > 0) {
      barChart(pdf, {
        caption: 'Back wages and penalties per year',
        categories: data.by_year.map((y) => String(y.year)),
        series: [
          {
            label: 'Back wages',
            color: COLOR.teal,
            values: data.by_year.map((y) => y.back_wages),
            format: formatMoney,
          },
          {
            label: 'Civil penalties',
            color: COLOR.barMuted,
            values: data.by_year.map((y) => y.civil_penalties),
            format: formatMoney,
          },
        ],
      });
    }
    table(pdf, 'Latest wage-and-hour cases', CASE_COLUMNS, data.recent);
  },
};

function carrierText(carrier: MotorCarrier): string {
  const cargo = [carrier.hazmat && 'Hazmat', carrier.passenger && 'Passenger'];
  const detail = [carrierOperationLabel(carrier.carrier_operation), ...cargo]
    .filter(Boolean)
    .join(' · ');
  const name = carrier.dba_name ?? carrier.legal_name ?? '';
  return detail ? `${name}\n${detail}` : name;
}

const CARRIER_COLUMNS: readonly PdfColumn<MotorCarrier>[] = [
  { label: 'USDOT', weight: 1, text: (c) => c.dot_number },
  { label: 'Carrier', weight: 3, text: carrierText },
  {
    label: 'Units',
    weight: 0.8,
    isNumeric: true,
    text: (c) => formatCount(c.power_units),
  },
  {
    label: 'Drivers',
    weight: 0.8,
    isNumeric: true,
    text: (c) => formatCount(c.drivers),
  },
  {
    label: 'MCS-150',
    weight: 1,
    isNumeric: true,
    text: (c) => formatDate(c.mcs150_date),
  },
];

export const dotPrinter: ReportPrinter<DotReport> = {
  isEmpty: (data) => data.carriers.length === 0,
  emptyText: 'No DOT motor carrier registration on record.',
  print: (pdf, { totals, carriers }) => {
    pdf.figures([
      countFigure('Carriers', totals.carriers),
      countFigure('Power units', totals.power_units),
      countFigure('Drivers', totals.drivers),
    ]);
    table(pdf, 'Motor carriers', CARRIER_COLUMNS, carriers);
  },
};
