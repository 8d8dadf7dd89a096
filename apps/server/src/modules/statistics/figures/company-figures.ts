import { STAT_SIZE_BANDS, US_STATES, US_TERRITORIES } from '@edge/contracts';
import type { Db } from '../../../db/database';
import { sumSummary } from '../statistics.repository';
import { grainFor, type StatScope } from '../statistics-scope';
import { bySector, sectorTitle } from './sectors';
import { chart, column, shareOf, type FigureDefinition } from './figure';

// Every dataset that resolves companies into the company master.
const MASTER = [
  'firmographics',
  'f5500',
  'f5500_sf',
  'osha_inspection',
  'whd',
  'fmcsa_census',
  'wc_policies',
  'properties',
  'contacts',
] as const;

const STATE_NAMES = new Map(
  [...US_STATES, ...US_TERRITORIES].map((s) => [s.code, s.name]),
);

const companies = (
  db: Db,
  scope: StatScope,
  key: 'state' | 'sector' | 'band',
) =>
  sumSummary(db, {
    figure: 'companies',
    grain: grainFor(scope, { band: key === 'band', sector: key === 'sector' }),
    scope,
    groupBy: [key],
  });

const total = (rows: readonly { m1: number }[]) =>
  rows.reduce((sum, row) => sum + row.m1, 0);

const byState: FigureDefinition = {
  module: 'pc',
  id: 'companies-by-state',
  datasets: MASTER,
  coverage: 'all',
  async compute(db, scope) {
    const rows = await companies(db, scope, 'state');
    const all = total(rows);
    return {
      year: null,
      columns: [
        column('state', 'State code', 'text'),
        column('name', 'State', 'text'),
        column('companies', 'Companies', 'count'),
        column('share', 'Share of companies', 'share'),
      ],
      rows: rows
        .sort((a, b) => b.m1 - a.m1 || a.state.localeCompare(b.state))
        .map((row) => ({
          state: row.state,
          name: STATE_NAMES.get(row.state) ?? row.state,
          companies: row.m1,
          share: shareOf(row.m1, all),
        })),
      chart: chart('bar', 'state', ['companies', 'share']),
    };
  },
};

const byIndustry: FigureDefinition = {
  module: 'pc',
  id: 'companies-by-industry',
  datasets: MASTER,
  coverage: 'naics',
  async compute(db, scope) {
    const coded = (await companies(db, scope, 'sector')).filter(
      (row) => row.sector !== '',
    );
    const rows = bySector(coded, (into, row) => {
      into.m1 += row.m1;
    });
    const all = total(rows);
    return {
      year: null,
      columns: [
        column('sector', 'NAICS sector', 'text'),
        column('industry', 'Industry', 'text'),
        column('companies', 'Companies', 'count'),
        column('share', 'Share of companies with a NAICS code', 'share'),
      ],
      rows: rows
        .sort((a, b) => b.m1 - a.m1 || a.sector.localeCompare(b.sector))
        .map((row) => ({
          sector: row.sector,
          industry: sectorTitle(row.sector),
          companies: row.m1,
          share: shareOf(row.m1, all),
        })),
      chart: chart('bar', 'industry', ['companies', 'share'], {
        isHorizontal: true,
      }),
    };
  },
};

const bySize: FigureDefinition = {
  module: 'pc',
  id: 'companies-by-size',
  datasets: MASTER,
  coverage: 'employees',
  async compute(db, scope) {
    const rows = await companies(db, scope, 'band');
    const all = total(rows);
    return {
      year: null,
      columns: [
        column('band', 'Band', 'text'),
        column('size', 'Employees', 'text'),
        column('companies', 'Companies', 'count'),
        column('share', 'Share of companies', 'share'),
      ],
      rows: STAT_SIZE_BANDS.flatMap((band) => {
        const count = rows.find((row) => row.band === band.key)?.m1 ?? 0;
        if (count === 0) return [];
        return [
          {
            band: band.key,
            size: band.label,
            companies: count,
            share: shareOf(count, all),
          },
        ];
      }),
      chart: chart('bar', 'size', ['companies', 'share']),
    };
  },
};

export const COMPANY_FIGURES = [byState, byIndustry, bySize];
