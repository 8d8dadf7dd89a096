import { z } from 'zod';
import { naicsCodeSchema, stateCodeSchema } from './search-common';
import type { Module } from './products';

// Market statistics (/edge/statistics/pc and /eb, behind the
// statistics-enabled flag, SPEC §6): one answer per figure, over the
// companies of the user's permitted states that the filters keep.

/** Employee-count bands the statistics group and filter by. */
export const STAT_SIZE_BANDS = [
  { key: '1-9', label: '1 to 9 employees', min: 1, max: 9 },
  { key: '10-49', label: '10 to 49 employees', min: 10, max: 49 },
  { key: '50-99', label: '50 to 99 employees', min: 50, max: 99 },
  { key: '100-499', label: '100 to 499 employees', min: 100, max: 499 },
  { key: '500-999', label: '500 to 999 employees', min: 500, max: 999 },
  { key: '1000+', label: '1,000 or more employees', min: 1000, max: null },
  { key: 'unknown', label: 'Employees not reported', min: null, max: null },
] as const;
export type StatSizeBand = (typeof STAT_SIZE_BANDS)[number]['key'];
const SIZE_BAND_KEYS = STAT_SIZE_BANDS.map((b) => b.key) as [
  StatSizeBand,
  ...StatSizeBand[],
];

/** The band an employee count falls in. */
export function statSizeBand(employees: number | null): StatSizeBand {
  if (employees === null || employees < 1) return 'unknown';
  const band = STAT_SIZE_BANDS.find(
    (b) =>
      b.min !== null &&
      employees >= b.min &&
      (b.max === null || employees <= b.max),
  );
  return band?.key ?? 'unknown';
}

/** Most states, industries and bands one statistics request may name. */
export const STAT_FILTER_MAX = 60;

// A comma-separated query value: 'TX,OK' -> ['TX', 'OK']; empty: none.
const listParam = <T extends z.ZodType<string, string>>(
  item: T,
  what: string,
) =>
  z
    .string()
    .max(600)
    .optional()
    .transform((v) => (v ? v.split(',').filter(Boolean) : []))
    .pipe(
      z
        .array(item)
        .max(STAT_FILTER_MAX, `Name at most ${STAT_FILTER_MAX} ${what}.`),
    );

/**
 * The query of GET /api/v1/statistics/:module/:figure. Every list empty
 * means no limit: all permitted states, every industry, every size. A
 * named state outside the user's permitted states is refused (403).
 */
export const statisticsQuerySchema = z.object({
  states: listParam(stateCodeSchema, 'states'),
  // NAICS prefixes, 2 to 6 digits; a company matches any of them.
  naics: listParam(naicsCodeSchema, 'industries'),
  sizes: listParam(z.enum(SIZE_BAND_KEYS), 'size bands'),
});
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

/** How a table column's values are written. */
export const statFormatSchema = z.enum([
  'text',
  'count',
  'money',
  // A share 0..1, written as a percent.
  'share',
  // A change of a share, in percentage points (-1..1).
  'share-change',
  'year',
  // 1..12, written as the month's name.
  'month',
]);
export type StatFormat = z.infer<typeof statFormatSchema>;

export const statColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  format: statFormatSchema,
});
export type StatColumn = z.infer<typeof statColumnSchema>;

/**
 * How the figure's rows are charted (the dashboard's chart library):
 * `x` is the category axis column; each of `measures` is a column the user
 * may chart (the first by default). With `split`, the rows are pivoted:
 * each distinct value of that column becomes a series of the chosen
 * measure (e.g. premium by year, one line per line of business).
 */
export const statChartSchema = z.object({
  kind: z.enum(['bar', 'line']),
  x: z.string(),
  measures: z.array(z.string()).min(1),
  split: z.string().optional(),
  // Bars laid horizontally (long category names: industries, carriers).
  isHorizontal: z.boolean().default(false),
});
export type StatChart = z.infer<typeof statChartSchema>;

export const statCellSchema = z.union([z.string(), z.number(), z.null()]);

/** One figure's answer. */
export const statisticsFigureSchema = z.object({
  module: z.enum(['pc', 'eb']),
  figure: z.string(),
  // The filters as applied: the states are the permitted states kept.
  states: z.array(z.string()),
  naics: z.array(z.string()),
  sizes: z.array(z.string()),
  // How many companies the filters keep, and how many of them have the
  // figure's data at all (e.g. an OSHA inspection, a Form 5500 filing).
  coverage: z.object({
    companies: z.number().int(),
    with_data: z.number().int(),
    // What 'with data' means, e.g. 'companies with an OSHA inspection'.
    label: z.string(),
  }),
  // The year a single-year figure reads (e.g. top carriers), else null.
  year: z.number().int().nullable(),
  columns: z.array(statColumnSchema),
  rows: z.array(z.record(z.string(), statCellSchema)),
  chart: statChartSchema,
  // The date of the newest import the figure reads, YYYY-MM-DD.
  as_of: z.string().nullable(),
});
export type StatisticsFigure = z.infer<typeof statisticsFigureSchema>;

export interface StatFigureInfo {
  id: string;
  title: string;
  description: string;
  // The source named under the figure.
  source: string;
}

/** Every figure of each module's statistics page, in page order. */
export const STATISTICS_FIGURES = {
  pc: [
    {
      id: 'companies-by-state',
      title: 'Companies by state',
      description: 'How many companies each state holds.',
      source: 'Company master',
    },
    {
      id: 'companies-by-industry',
      title: 'Companies by industry',
      description: 'Companies per NAICS sector.',
      source: 'Company master',
    },
    {
      id: 'companies-by-size',
      title: 'Companies by size',
      description: 'Companies per employee band.',
      source: 'Company master',
    },
    {
      id: 'osha-by-year',
      title: 'OSHA inspections, violations and penalties',
      description:
        'Inspections opened each federal fiscal year, the violations cited in them and their current penalties.',
      source: 'OSHA enforcement data',
    },
    {
      id: 'osha-industries',
      title: 'Industries that draw OSHA inspections',
      description:
        'The sectors with the most inspections, with their violations and penalties.',
      source: 'OSHA enforcement data',
    },
    {
      id: 'whd-by-year',
      title: 'Wage-and-hour cases and back wages',
      description:
        'Wage and Hour Division cases by the federal fiscal year their findings end, with back wages owed.',
      source: 'WHD compliance actions',
    },
    {
      id: 'motor-carriers-by-fleet',
      title: 'Motor carriers by fleet size',
      description:
        'Motor carriers (companies with a DOT number) per power-unit band of their whole fleet, with their drivers.',
      source: 'FMCSA census',
    },
    {
      id: 'hazard-exposure',
      title: 'Hazard exposure by peril',
      description:
        'Companies by the risk level of their county for each peril.',
      source: 'FEMA National Risk Index',
    },
  ],
  eb: [
    {
      id: 'plans-by-line',
      title: 'Plans, participants and premium by line',
      description:
        'Insured plans by line of business and plan year, with their participants and premium.',
      source: 'Form 5500 and Schedule A',
    },
    {
      id: 'self-funded-by-size',
      title: 'Self-funded share by size',
      description:
        'Welfare plans that are self-funded, per employee band, each as its latest Form 5500 says.',
      source: 'Form 5500',
    },
    {
      id: 'top-carriers',
      title: 'Top carriers',
      description:
        'Carriers by premium in the latest plan year: clients, participants, premium, market share and its change on the year before.',
      source: 'Schedule A',
    },
    {
      id: 'top-brokers',
      title: 'Top brokers',
      description:
        'Brokers by premium placed in the latest plan year: clients, participants, premium, market share and its change on the year before.',
      source: 'Schedule A',
    },
    {
      id: 'commission-share',
      title: 'Commission as a share of premium',
      description:
        'Commissions and fees paid to brokers against premium in the latest plan year, by line of business and employee band.',
      source: 'Schedule A',
    },
    {
      id: 'renewal-months',
      title: 'Renewal months',
      description:
        'Insured contracts of the latest plan year by the month their policy year renews.',
      source: 'Schedule A',
    },
  ],
} as const satisfies Record<Module, readonly StatFigureInfo[]>;

export type StatFigureId<M extends Module = Module> =
  (typeof STATISTICS_FIGURES)[M][number]['id'];

/** The figure of a module with this id, if there is one. */
export function findStatFigure(
  module: Module,
  id: string,
): StatFigureInfo | undefined {
  return (STATISTICS_FIGURES[module] as readonly StatFigureInfo[]).find(
    (f) => f.id === id,
  );
}
