import {
  FLEET_BANDS,
  NO_FLEET,
  PERILS,
} from '../../../search-projection/statistics-cells';
import { sumSummary } from '../statistics.repository';
import { grainFor } from '../statistics-scope';
import { bySector, sectorTitle } from './sectors';
import { chart, column, money, shareOf, type FigureDefinition } from './figure';

const OSHA = ['osha_inspection', 'osha_violation'] as const;

const oshaByYear: FigureDefinition = {
  module: 'pc',
  id: 'osha-by-year',
  datasets: OSHA,
  coverage: 'osha',
  async compute(db, scope) {
    const rows = await sumSummary(db, {
      figure: 'osha',
      grain: grainFor(scope),
      scope,
      groupBy: ['year'],
    });
    return {
      year: null,
      columns: [
        column('year', 'Fiscal year', 'year'),
        column('inspections', 'Inspections', 'count'),
        column('violations', 'Violations', 'count'),
        column('penalties', 'Current penalties', 'money'),
      ],
      rows: rows
        .sort((a, b) => a.year - b.year)
        .map((row) => ({
          year: row.year,
          inspections: row.m1,
          violations: row.m2,
          penalties: money(row.m3),
        })),
      chart: chart('bar', 'year', ['inspections', 'violations', 'penalties']),
    };
  },
};

const oshaIndustries: FigureDefinition = {
  module: 'pc',
  id: 'osha-industries',
  datasets: OSHA,
  coverage: 'osha',
  async compute(db, scope) {
    const coded = await sumSummary(db, {
      figure: 'osha',
      grain: grainFor(scope, { sector: true }),
      scope,
      groupBy: ['sector'],
    });
    const rows = bySector(
      coded.filter((row) => row.sector !== ''),
      (into, row) => {
        into.m1 += row.m1;
        into.m2 += row.m2;
        into.m3 += row.m3;
      },
    );
    const all = coded.reduce((sum, row) => sum + row.m1, 0);
    return {
      year: null,
      columns: [
        column('sector', 'NAICS sector', 'text'),
        column('industry', 'Industry', 'text'),
        column('inspections', 'Inspections', 'count'),
        column('share', 'Share of inspections', 'share'),
        column('violations', 'Violations', 'count'),
        column('penalties', 'Current penalties', 'money'),
      ],
      rows: rows
        .sort((a, b) => b.m1 - a.m1 || a.sector.localeCompare(b.sector))
        .map((row) => ({
          sector: row.sector,
          industry: sectorTitle(row.sector),
          inspections: row.m1,
          share: shareOf(row.m1, all),
          violations: row.m2,
          penalties: money(row.m3),
        })),
      chart: chart(
        'bar',
        'industry',
        ['inspections', 'violations', 'penalties'],
        {
          isHorizontal: true,
        },
      ),
    };
  },
};

const whdByYear: FigureDefinition = {
  module: 'pc',
  id: 'whd-by-year',
  datasets: ['whd'],
  coverage: 'whd',
  async compute(db, scope) {
    const rows = await sumSummary(db, {
      figure: 'whd',
      grain: grainFor(scope),
      scope,
      groupBy: ['year'],
    });
    return {
      year: null,
      columns: [
        column('year', 'Fiscal year', 'year'),
        column('cases', 'Cases', 'count'),
        column('back_wages', 'Back wages', 'money'),
        column('civil_penalties', 'Civil penalties', 'money'),
        column('employees_violated', 'Employees owed', 'count'),
      ],
      rows: rows
        .sort((a, b) => a.year - b.year)
        .map((row) => ({
          year: row.year,
          cases: row.m1,
          back_wages: money(row.m2),
          civil_penalties: money(row.m3),
          employees_violated: row.m4,
        })),
      chart: chart('bar', 'year', ['cases', 'back_wages', 'civil_penalties']),
    };
  },
};

const FLEET_LABELS = [
  ...FLEET_BANDS.map((band) => [
    band.key,
    band.key === '1' ? '1 power unit' : `${band.key} power units`,
  ]),
  [NO_FLEET, 'No power unit reported'],
] as const;

const motorCarriers: FigureDefinition = {
  module: 'pc',
  id: 'motor-carriers-by-fleet',
  datasets: ['fmcsa_census'],
  coverage: 'dot',
  async compute(db, scope) {
    const rows = await sumSummary(db, {
      figure: 'dot',
      grain: grainFor(scope),
      scope,
      groupBy: ['dim'],
    });
    return {
      year: null,
      columns: [
        column('fleet', 'Fleet', 'text'),
        column('carriers', 'Carriers', 'count'),
        column('power_units', 'Power units', 'count'),
        column('drivers', 'Drivers', 'count'),
      ],
      rows: FLEET_LABELS.flatMap(([key, label]) => {
        const row = rows.find((r) => r.dim === key);
        if (!row) return [];
        return [
          {
            fleet: label,
            carriers: row.m1,
            power_units: row.m2,
            drivers: row.m3,
          },
        ];
      }),
      chart: chart('bar', 'fleet', ['carriers', 'power_units', 'drivers']),
    };
  },
};

const PERIL_NAMES = {
  flood: 'Flood',
  fire: 'Wildfire',
  wind: 'Wind',
  ground: 'Earthquake and landslide',
  crime: 'Crime',
} as const;
const LEVELS = [
  'Very low',
  'Relatively low',
  'Relatively moderate',
  'Relatively high',
  'Very high',
];

const hazardExposure: FigureDefinition = {
  module: 'pc',
  id: 'hazard-exposure',
  datasets: ['nri_counties', 'crime_scores'],
  coverage: 'hazard',
  async compute(db, scope) {
    const rows = await sumSummary(db, {
      figure: 'hazard',
      grain: grainFor(scope),
      scope,
      groupBy: ['dim', 'level'],
    });
    const count = (peril: string, level: number) =>
      rows.find((r) => r.dim === peril && r.level === level)?.m1 ?? 0;
    return {
      year: null,
      columns: [
        column('peril', 'Peril', 'text'),
        column('level', 'Risk level', 'text'),
        column('companies', 'Companies', 'count'),
        column('share', 'Share of rated companies', 'share'),
      ],
      rows: PERILS.flatMap((peril) => {
        const rated = LEVELS.reduce(
          (sum, _, i) => sum + count(peril, i + 1),
          0,
        );
        return LEVELS.map((level, i) => ({
          peril: PERIL_NAMES[peril],
          level,
          companies: count(peril, i + 1),
          share: shareOf(count(peril, i + 1), rated),
        }));
      }),
      chart: chart('bar', 'peril', ['companies', 'share'], { split: 'level' }),
    };
  },
};

export const COMPLIANCE_FIGURES = [
  oshaByYear,
  oshaIndustries,
  whdByYear,
  motorCarriers,
  hazardExposure,
];
