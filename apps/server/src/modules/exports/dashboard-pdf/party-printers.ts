import {
  formatCount,
  formatDate,
  formatMoney,
  formatMonth,
  PLAN_KIND_LABELS,
  planTitle,
  type BenefitPlan,
  type BrokersReport,
  type CarriersReport,
  type PlansReport,
  type ProvidersReport,
  type ServiceProvider,
  type TopBroker,
  type TopCarrier,
  type WelfareLine,
} from '@edge/contracts';
import { table, type PdfColumn } from './pdf-table';
import { COLOR } from './pdf-theme';
import type { PdfWriter } from './pdf-writer';
import { planYearAside, type ReportPrinter } from './report-printer';

const planYearsAside = (data: { plan_years: number[] }) =>
  data.plan_years.length === 0
    ? null
    : `Plan year ${data.plan_years.join(' and ')}`;

function linesOf(contract: WelfareLine): string {
  const names = contract.eb_categories.map((line) => line.display_name);
  if (contract.other_contract) names.push(contract.other_contract);
  return names.join(', ');
}

const CONTRACT_COLUMNS: readonly PdfColumn<WelfareLine>[] = [
  { label: 'Lines', weight: 2, text: linesOf },
  { label: 'Carrier', weight: 2, text: (c) => c.carrier_name },
  {
    label: 'Covered',
    weight: 0.9,
    isNumeric: true,
    text: (c) => formatCount(c.persons_covered),
  },
  {
    label: 'Premium',
    weight: 0.9,
    isNumeric: true,
    text: (c) => formatMoney(c.premium),
  },
  {
    label: 'Commission',
    weight: 1,
    isNumeric: true,
    text: (c) => formatMoney(c.commission),
  },
  { label: 'Renews', weight: 0.7, text: (c) => formatMonth(c.renewal_month) },
  {
    label: 'Brokers',
    weight: 2,
    text: (c) => c.brokers.map((b) => b.name).join(', '),
  },
];

function planLine(plan: BenefitPlan): string {
  const term = [plan.plan_year_begin, plan.plan_year_end].map(formatDate);
  return [
    PLAN_KIND_LABELS[plan.kind],
    plan.plan_number && `No. ${plan.plan_number}`,
    plan.self_funded && 'Self-funded',
    plan.participants !== null &&
      `${formatCount(plan.participants)} participants`,
    term[0] && `${term[0]} – ${term[1]}`,
    plan.form && `Form ${plan.form}`,
    plan.admin_name && `Administrator ${plan.admin_name}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

function printPlan(pdf: PdfWriter, plan: BenefitPlan): void {
  // The plan's name stays with the start of its contracts.
  pdf.ensure(plan.contracts.length > 0 ? 120 : 40);
  pdf.subheading(planTitle(plan));
  pdf.paragraph(planLine(plan), { color: COLOR.muted });
  if (plan.contracts.length > 0) {
    table(
      pdf,
      `Contracts of ${planTitle(plan)}`,
      CONTRACT_COLUMNS,
      plan.contracts,
    );
  }
}

export const plansPrinter: ReportPrinter<PlansReport> = {
  aside: planYearsAside,
  isEmpty: (data) => data.plans.length === 0,
  emptyText: 'No benefit plans on file (Form 5500).',
  print: (pdf, data) => data.plans.forEach((plan) => printPlan(pdf, plan)),
};

const PROVIDER_COLUMNS: readonly PdfColumn<ServiceProvider>[] = [
  { label: 'Provider', weight: 2, text: (p) => p.name },
  {
    label: 'Services',
    weight: 2.2,
    text: (p) => p.services.map((s) => s.label).join(', '),
  },
  { label: 'Plan', weight: 1.8, text: planTitle },
  {
    label: 'Direct comp.',
    weight: 1,
    isNumeric: true,
    text: (p) => formatMoney(p.direct_compensation),
  },
  {
    label: 'Indirect comp.',
    weight: 1,
    isNumeric: true,
    text: (p) => formatMoney(p.indirect_compensation),
  },
];

export const providersPrinter: ReportPrinter<ProvidersReport> = {
  aside: planYearsAside,
  isEmpty: (data) => data.providers.length === 0,
  emptyText: 'No service providers on file (Schedule C).',
  print: (pdf, data) =>
    table(pdf, 'Providers and their pay', PROVIDER_COLUMNS, data.providers),
};

const CARRIER_COLUMNS: readonly PdfColumn<TopCarrier>[] = [
  { label: 'Carrier', weight: 2.2, text: (c) => c.carrier_name },
  {
    label: 'Lines',
    weight: 2.6,
    text: (c) => c.lines.map((l) => l.display_name).join(', '),
  },
  {
    label: 'Contracts',
    weight: 0.8,
    isNumeric: true,
    text: (c) => c.contracts,
  },
  {
    label: 'Covered',
    weight: 0.9,
    isNumeric: true,
    text: (c) => formatCount(c.persons_covered),
  },
  {
    label: 'Premium',
    weight: 1,
    isNumeric: true,
    text: (c) => formatMoney(c.premium),
  },
];

export const carriersPrinter: ReportPrinter<CarriersReport> = {
  aside: planYearAside,
  isEmpty: (data) => data.carriers.length === 0,
  emptyText: 'No insurance carriers on file (Schedule A).',
  print: (pdf, data) =>
    table(pdf, 'Carriers by premium', CARRIER_COLUMNS, data.carriers),
};

const BROKER_COLUMNS: readonly PdfColumn<TopBroker>[] = [
  {
    label: 'Broker',
    weight: 3.4,
    text: (b) =>
      b.carriers.length > 0 ? `${b.name}\n${b.carriers.join(', ')}` : b.name,
  },
  {
    label: 'Contracts',
    weight: 0.8,
    isNumeric: true,
    text: (b) => b.contracts,
  },
  {
    label: 'Commission',
    weight: 1,
    isNumeric: true,
    text: (b) => formatMoney(b.commission),
  },
  {
    label: 'Fees',
    weight: 1,
    isNumeric: true,
    text: (b) => formatMoney(b.fees),
  },
];

export const brokersPrinter: ReportPrinter<BrokersReport> = {
  aside: planYearAside,
  isEmpty: (data) => data.brokers.length === 0,
  emptyText: 'No brokers on file (Schedule A).',
  print: (pdf, data) =>
    table(pdf, 'Brokers by commission', BROKER_COLUMNS, data.brokers),
};
