import {
  completeHistory,
  describeChange,
  formatAbbreviated,
  formatCount,
  formatDate,
  formatMoney,
  formatMonth,
  PLAN_KIND_LABELS,
  planTitle,
  type Filing,
  type FilingsReport,
  type PlanHistoryReport,
  type PlanYearFigures,
  type RetirementPlan,
  type RetirementSummaryReport,
  type WelfareSummaryReport,
} from '@edge/contracts';
import { lineChart } from './pdf-charts';
import { countFigure, moneyFigure } from './pdf-figures';
import { table, type PdfColumn } from './pdf-table';
import { COLOR } from './pdf-theme';
import { planYearAside, type ReportPrinter } from './report-printer';

const FUNDING = { true: 'Self-funded', false: 'Fully insured' } as const;

export const welfareSummaryPrinter: ReportPrinter<WelfareSummaryReport> = {
  aside: planYearAside,
  isEmpty: (data) => data.plans === 0,
  emptyText: 'No welfare plans on file (Form 5500).',
  print: (pdf, data) => {
    pdf.figures([
      countFigure('Plans', data.plans),
      countFigure('Participants', data.participants),
      countFigure('Persons covered', data.persons_covered),
      moneyFigure('Premium', data.premium),
      moneyFigure('Commissions', data.commissions),
      moneyFigure('Fees', data.fees),
      countFigure('Carriers', data.carriers),
      countFigure('Brokers', data.brokers),
    ]);
    pdf.facts([
      [
        'Funding',
        data.self_funded === null
          ? 'Funding not reported'
          : FUNDING[`${data.self_funded}`],
      ],
      ['Renews in', data.renewal_months.map(formatMonth).join(', ')],
      ['Lines of business', data.lines.map((l) => l.display_name).join(', ')],
    ]);
  },
};

const RETIREMENT_COLUMNS: readonly PdfColumn<RetirementPlan>[] = [
  { label: 'Plan', weight: 3, text: planTitle },
  {
    label: 'Participants',
    weight: 1,
    isNumeric: true,
    text: (p) => formatCount(p.participants),
  },
  {
    label: 'Assets (BOY)',
    weight: 1,
    isNumeric: true,
    text: (p) => formatMoney(p.assets_boy),
  },
  {
    label: 'Assets (EOY)',
    weight: 1,
    isNumeric: true,
    text: (p) => formatMoney(p.assets_eoy),
  },
];

export const retirementSummaryPrinter: ReportPrinter<RetirementSummaryReport> =
  {
    aside: planYearAside,
    isEmpty: (data) => data.plans.length === 0,
    emptyText: 'No retirement plans on file (Form 5500).',
    print: (pdf, data) => {
      pdf.figures([
        countFigure('Participants', data.participants),
        moneyFigure(
          'Assets',
          data.assets_eoy,
          `Year start ${formatMoney(data.assets_boy)}`,
        ),
        moneyFigure('Employer contrib.', data.employer_contributions),
        moneyFigure('Participant contrib.', data.participant_contributions),
      ]);
      table(pdf, 'Retirement plans', RETIREMENT_COLUMNS, data.plans);
    },
  };

function latestFigures(years: readonly PlanYearFigures[]) {
  const [before, latest] = [years.at(-2), years.at(-1)];
  if (!latest) return [];
  const change = (pick: (y: PlanYearFigures) => number) =>
    describeChange(
      pick(latest),
      before && { value: pick(before), year: before.year },
    );
  const people = ['All plans', change((y) => y.participants)];
  return [
    moneyFigure(
      `Premium ${latest.year}`,
      latest.premium,
      change((y) => y.premium),
    ),
    countFigure(
      `Participants ${latest.year}`,
      latest.participants,
      people.filter(Boolean).join(' · '),
    ),
  ];
}

const YEAR_COLUMNS: readonly PdfColumn<PlanYearFigures>[] = [
  { label: 'Plan year', weight: 1, text: (y) => y.year },
  { label: 'Plans', weight: 0.8, isNumeric: true, text: (y) => y.plans },
  {
    label: 'Participants',
    weight: 1.2,
    isNumeric: true,
    text: (y) => formatCount(y.participants),
  },
  {
    label: 'Premium',
    weight: 1.2,
    isNumeric: true,
    text: (y) => formatMoney(y.premium),
  },
  {
    label: 'Commissions',
    weight: 1.2,
    isNumeric: true,
    text: (y) => formatMoney(y.commissions),
  },
  {
    label: 'Assets (EOY)',
    weight: 1.2,
    isNumeric: true,
    text: (y) => formatMoney(y.assets_eoy),
  },
];

export const planHistoryPrinter: ReportPrinter<PlanHistoryReport> = {
  isEmpty: (data) => data.years.length === 0,
  emptyText: 'No plan years on file.',
  print: (pdf, data) => {
    const { years, arriving } = completeHistory(data);
    pdf.figures(latestFigures(years));
    if (arriving) pdf.paragraph(arriving, { color: COLOR.muted });
    if (years.length >= 2) {
      lineChart(pdf, {
        caption: 'Premium and participants by plan year',
        categories: years.map((y) => String(y.year)),
        series: [
          {
            label: 'Premium',
            color: COLOR.teal,
            values: years.map((y) => y.premium),
            format: formatMoney,
          },
          {
            label: 'Participants',
            color: COLOR.navyLight,
            values: years.map((y) => y.participants),
            format: formatAbbreviated,
          },
        ],
      });
    } else {
      pdf.empty(
        `${arriving ? 'One complete plan year' : 'One plan year'} on file: the trend shows from the second year on.`,
      );
    }
    table(pdf, 'Every plan year on file', YEAR_COLUMNS, data.years);
  },
};

const FILING_COLUMNS: readonly PdfColumn<Filing>[] = [
  { label: 'Year', weight: 0.6, text: (f) => f.plan_year },
  {
    label: 'Plan',
    weight: 3,
    text: (f) =>
      `${planTitle(f)}\n${[PLAN_KIND_LABELS[f.kind], f.form && `Form ${f.form}`].filter(Boolean).join(' · ')}`,
  },
  {
    label: 'Participants',
    weight: 1,
    isNumeric: true,
    text: (f) => formatCount(f.participants),
  },
  { label: 'Schedules', weight: 0.9, text: (f) => f.schedules.join(', ') },
  {
    label: 'Received',
    weight: 1,
    isNumeric: true,
    text: (f) => formatDate(f.date_received),
  },
];

export const filingsPrinter: ReportPrinter<FilingsReport> = {
  isEmpty: (data) => data.filings.length === 0,
  emptyText: 'No Form 5500 filings on record.',
  print: (pdf, data) =>
    table(pdf, 'Form 5500 filings', FILING_COLUMNS, data.filings),
};
