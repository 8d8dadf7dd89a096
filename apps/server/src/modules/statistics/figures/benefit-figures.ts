import { BENEFIT_LINES, STAT_SIZE_BANDS } from '@edge/contracts';
import { latestYear, sumSummary } from '../statistics.repository';
import { grainFor } from '../statistics-scope';
import { chart, column, money, shareOf, type FigureDefinition } from './figure';

const LINE_LABELS = new Map(BENEFIT_LINES.map((line) => [line.id, line.label]));
const lineLabel = (id: number) => LINE_LABELS.get(id) ?? `Line ${id}`;
const BAND_ORDER = STAT_SIZE_BANDS.map((band) => band.key as string);
const BAND_LABELS = new Map(
  STAT_SIZE_BANDS.map((b) => [b.key as string, b.label]),
);

// Schedule A's plan years: the figures of one year read the latest.
const SCHEDULE_A_YEARS = 'eb_carriers';

const plansByLine: FigureDefinition = {
  module: 'eb',
  id: 'plans-by-line',
  datasets: ['sch_a'],
  coverage: 'sch_a',
  async compute(db, scope) {
    const rows = await sumSummary(db, {
      figure: 'eb_lines',
      grain: grainFor(scope),
      scope,
      groupBy: ['year', 'level'],
    });
    return {
      year: null,
      columns: [
        column('year', 'Plan year', 'year'),
        column('line', 'Line of business', 'text'),
        column('plans', 'Plans', 'count'),
        column('participants', 'Persons covered', 'count'),
        column('premium', 'Premium', 'money'),
      ],
      rows: rows
        .sort((a, b) => a.year - b.year || a.level - b.level)
        .map((row) => ({
          year: row.year,
          line: lineLabel(row.level),
          plans: row.m1,
          participants: row.m2,
          premium: money(row.m3),
        })),
      chart: chart('line', 'year', ['premium', 'plans', 'participants'], {
        split: 'line',
      }),
    };
  },
};

const selfFundedBySize: FigureDefinition = {
  module: 'eb',
  id: 'self-funded-by-size',
  datasets: ['f5500'],
  coverage: 'welfare',
  async compute(db, scope) {
    const rows = await sumSummary(db, {
      figure: 'eb_self_funded',
      grain: grainFor(scope, { band: true }),
      scope,
      groupBy: ['band'],
    });
    return {
      year: null,
      columns: [
        column('size', 'Employees', 'text'),
        column('plans', 'Welfare plans', 'count'),
        column('self_funded', 'Self-funded plans', 'count'),
        column('share', 'Self-funded share', 'share'),
      ],
      rows: rows
        .filter((row) => row.m1 > 0)
        .sort((a, b) => BAND_ORDER.indexOf(a.band) - BAND_ORDER.indexOf(b.band))
        .map((row) => ({
          size: BAND_LABELS.get(row.band) ?? row.band,
          plans: row.m1,
          self_funded: row.m2,
          share: shareOf(row.m2, row.m1),
        })),
      chart: chart('bar', 'size', ['share', 'plans', 'self_funded']),
    };
  },
};

const commissionShare: FigureDefinition = {
  module: 'eb',
  id: 'commission-share',
  datasets: ['sch_a'],
  coverage: 'sch_a',
  async compute(db, scope) {
    const year = await latestYear(db, SCHEDULE_A_YEARS);
    const rows = await sumSummary(db, {
      figure: 'eb_lines',
      grain: grainFor(scope, { band: true }),
      scope,
      groupBy: ['level', 'band'],
      years: year === null ? [] : [year],
    });
    return {
      year,
      columns: [
        column('line', 'Line of business', 'text'),
        column('size', 'Employees', 'text'),
        column('premium', 'Premium', 'money'),
        column('commissions', 'Commissions', 'money'),
        column('fees', 'Fees', 'money'),
        column('share', 'Commissions and fees / premium', 'share'),
      ],
      rows: rows
        .filter((row) => row.m3 > 0)
        .sort(
          (a, b) =>
            a.level - b.level ||
            BAND_ORDER.indexOf(a.band) - BAND_ORDER.indexOf(b.band),
        )
        .map((row) => ({
          line: lineLabel(row.level),
          size: BAND_LABELS.get(row.band) ?? row.band,
          premium: money(row.m3),
          commissions: money(row.m4),
          fees: money(row.m5),
          share: shareOf(row.m4 + row.m5, row.m3),
        })),
      chart: chart('bar', 'line', ['share', 'premium'], {
        split: 'size',
        isHorizontal: true,
      }),
    };
  },
};

const renewalMonths: FigureDefinition = {
  module: 'eb',
  id: 'renewal-months',
  datasets: ['sch_a'],
  coverage: 'sch_a',
  async compute(db, scope) {
    const year = await latestYear(db, SCHEDULE_A_YEARS);
    const rows = await sumSummary(db, {
      figure: 'eb_renewal',
      grain: grainFor(scope),
      scope,
      groupBy: ['level'],
      years: year === null ? [] : [year],
    });
    const months = Array.from({ length: 12 }, (_, i) => i + 1);
    return {
      year,
      columns: [
        column('month', 'Renewal month', 'month'),
        column('contracts', 'Contracts', 'count'),
        column('companies', 'Companies', 'count'),
        column('premium', 'Premium', 'money'),
      ],
      rows: months.map((month) => {
        const row = rows.find((r) => r.level === month);
        return {
          month,
          contracts: row?.m1 ?? 0,
          companies: row?.m2 ?? 0,
          premium: money(row?.m3 ?? 0),
        };
      }),
      chart: chart('bar', 'month', ['contracts', 'companies', 'premium']),
    };
  },
};

export const BENEFIT_FIGURES = [
  plansByLine,
  selfFundedBySize,
  commissionShare,
  renewalMonths,
];
