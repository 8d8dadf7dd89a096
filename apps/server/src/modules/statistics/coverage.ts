import type { StatisticsFigure } from '@edge/contracts';
import type { Db } from '../../db/database';
import { sumSummary } from './statistics.repository';
import { grainFor, type StatScope } from './statistics-scope';

/** What 'having the figure's data' means, for its coverage. */
export type CoverageKind =
  | 'all'
  | 'naics'
  | 'employees'
  | 'hazard'
  | 'osha'
  | 'whd'
  | 'dot'
  | 'welfare'
  | 'sch_a'
  | 'broker';

const LABELS: Record<CoverageKind, string> = {
  all: 'companies with an address state',
  naics: 'companies with a NAICS code',
  employees: 'companies with an employee count',
  hazard: 'companies in a county the National Risk Index rates',
  osha: 'companies with an OSHA inspection',
  whd: 'companies with a wage-and-hour case',
  dot: 'companies with a DOT number',
  welfare: 'companies with a Form 5500 welfare filing',
  sch_a: 'companies with a Schedule A insurance contract',
  broker: 'companies with a Schedule A broker',
};

// The summary's 'companies' rows count these in m2..m4 besides all (m1);
// every other kind is a 'covered' row.
const COMPANY_MEASURES = {
  naics: 'm2',
  employees: 'm3',
  hazard: 'm4',
} as const;

/** The companies of the scope, and how many of them have that data. */
export async function readCoverage(
  db: Db,
  scope: StatScope,
  kind: CoverageKind,
): Promise<StatisticsFigure['coverage']> {
  const grain = grainFor(scope);
  const [companies] = await sumSummary(db, {
    figure: 'companies',
    grain,
    scope,
    groupBy: [],
  });
  const all = companies?.m1 ?? 0;
  let withData = all;
  if (kind in COMPANY_MEASURES) {
    withData =
      companies?.[COMPANY_MEASURES[kind as keyof typeof COMPANY_MEASURES]] ?? 0;
  } else if (kind !== 'all') {
    const covered = await sumSummary(db, {
      figure: 'covered',
      grain,
      scope,
      groupBy: ['dim'],
    });
    withData = covered.find((row) => row.dim === kind)?.m1 ?? 0;
  }
  return { companies: all, with_data: withData, label: LABELS[kind] };
}
