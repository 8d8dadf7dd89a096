import type { Module, NaicsNode, StatisticsFigure } from '@edge/contracts';
import type { AnswerOf } from './api-endpoints';

type FigureAnswer = AnswerOf<'GET /api/v1/statistics/:module/:figure'>;

/** A statistics answer: companies by state unless `change` says otherwise. */
export function statFigure(
  module: Module,
  figure: string,
  change: Partial<FigureAnswer> = {},
): FigureAnswer {
  return {
    module,
    figure,
    states: [],
    naics: [],
    sizes: [],
    coverage: {
      companies: 98765,
      with_data: 12345,
      label: 'companies with an OSHA inspection',
    },
    year: null,
    columns: [
      { key: 'state', label: 'State', format: 'text' },
      { key: 'companies', label: 'Companies', format: 'count' },
    ],
    rows: [
      { state: 'TX', companies: 52_340 },
      { state: 'OK', companies: 8_120 },
    ],
    chart: { kind: 'bar', x: 'state', measures: ['companies'] },
    as_of: '2026-03-01',
    ...change,
  };
}

/** Top carriers: a single year, several measures, shares and their change. */
export function topCarriers(): Partial<StatisticsFigure> {
  return {
    year: 2024,
    coverage: {
      companies: 40_000,
      with_data: 9_876,
      label: 'companies with an insured welfare plan',
    },
    columns: [
      { key: 'carrier', label: 'Carrier', format: 'text' },
      { key: 'clients', label: 'Clients', format: 'count' },
      { key: 'premium', label: 'Premium', format: 'money' },
      { key: 'share', label: 'Market share', format: 'share' },
      { key: 'share_change', label: 'Change', format: 'share-change' },
    ],
    rows: [
      {
        carrier: 'Acme Life',
        clients: 1_204,
        premium: 12_345_678,
        share: 0.1234,
        share_change: 0.0123,
      },
      {
        carrier: 'Beacon Health',
        clients: 980,
        premium: 9_100_000,
        share: 0.091,
        share_change: -0.008,
      },
    ],
    chart: {
      kind: 'bar',
      x: 'carrier',
      measures: ['premium', 'share'],
      isHorizontal: true,
    },
  };
}

/** Premium by plan year, one series per line of business. */
export function premiumByLine(): Partial<StatisticsFigure> {
  return {
    columns: [
      { key: 'year', label: 'Plan year', format: 'year' },
      { key: 'line', label: 'Line of business', format: 'text' },
      { key: 'plans', label: 'Plans', format: 'count' },
      { key: 'premium', label: 'Premium', format: 'money' },
    ],
    rows: [
      { year: 2023, line: 'Health', plans: 310, premium: 41_000_000 },
      { year: 2023, line: 'Dental', plans: 220, premium: 3_200_000 },
      { year: 2024, line: 'Health', plans: 330, premium: 44_500_000 },
      { year: 2024, line: 'Dental', plans: 240, premium: 3_400_000 },
    ],
    chart: {
      kind: 'line',
      x: 'year',
      measures: ['premium', 'plans'],
      split: 'line',
      isHorizontal: false,
    },
  };
}

/** Contracts by renewal month. */
export function renewalMonths(): Partial<StatisticsFigure> {
  return {
    columns: [
      { key: 'month', label: 'Renewal month', format: 'month' },
      { key: 'contracts', label: 'Contracts', format: 'count' },
    ],
    rows: [
      { month: 1, contracts: 5_200 },
      { month: 7, contracts: 1_900 },
    ],
    chart: {
      kind: 'bar',
      x: 'month',
      measures: ['contracts'],
      isHorizontal: false,
    },
  };
}

/** A few nodes of the NAICS tree: two sectors (one a range) and a child. */
export const NAICS_NODES: NaicsNode[] = [
  { code: '23', title: 'Construction', level: 2, parent: null, companies: 900 },
  {
    code: '238',
    title: 'Specialty Trade Contractors',
    level: 3,
    parent: '23',
    companies: 500,
  },
  {
    code: '31-33',
    title: 'Manufacturing',
    level: 2,
    parent: null,
    companies: 700,
  },
  {
    code: '2382',
    title: 'Building Equipment Contractors',
    level: 4,
    parent: '238',
    companies: 200,
  },
];
