import type { Db } from '../../../db/database';
import { latestYear, sumSummary } from '../statistics.repository';
import { grainFor, type StatScope } from '../statistics-scope';
import {
  chart,
  column,
  money,
  shareOf,
  type FigureBody,
  type FigureDefinition,
} from './figure';

/** SPEC §9: top 10 brokers and carriers. */
export const TOP_PARTIES = 10;

/**
 * The parties with the most premium in the latest plan year, with their
 * share of all Schedule A premium in the scope and its change on the
 * year before (null when the scope has no premium that year).
 */
async function topParties(
  db: Db,
  scope: StatScope,
  figure: 'eb_carriers' | 'eb_brokers',
  key: 'carrier' | 'broker',
): Promise<FigureBody> {
  const year = await latestYear(db, 'eb_carriers');
  const grain = grainFor(scope);
  const years = year === null ? [] : [year, year - 1];
  // The largest in the database, the rest added up there: an unfiltered
  // answer reads thousands of brokers and returns ten.
  const top = await sumSummary(db, {
    figure,
    grain,
    scope,
    groupBy: ['dim'],
    years: years.slice(0, 1),
    top: { limit: TOP_PARTIES, except: '' },
  });
  const [totals, before] = await Promise.all([
    sumSummary(db, {
      figure: 'eb_carriers',
      grain,
      scope,
      groupBy: ['year'],
      years,
    }),
    sumSummary(db, {
      figure,
      grain,
      scope,
      groupBy: ['dim'],
      years: years.slice(1),
      dims: top.map((row) => row.dim),
    }),
  ]);
  const premiumOf = (y: number | undefined) =>
    totals.find((row) => row.year === y)?.m3 ?? 0;
  const total = premiumOf(years[0]);
  const totalBefore = premiumOf(years[1]);
  const previous = new Map(before.map((row) => [row.dim, row.m3]));
  return {
    year,
    columns: [
      column(key, key === 'carrier' ? 'Carrier' : 'Broker', 'text'),
      column('clients', 'Clients', 'count'),
      column('participants', 'Persons covered', 'count'),
      column('premium', 'Premium', 'money'),
      column('share', 'Share of premium', 'share'),
      column('share_change', 'Change in share', 'share-change'),
    ],
    rows: top.map((row) => {
      const share = shareOf(row.m3, total);
      return {
        [key]: row.dim,
        clients: row.m1,
        participants: row.m2,
        premium: money(row.m3),
        share,
        share_change:
          totalBefore > 0
            ? share - shareOf(previous.get(row.dim) ?? 0, totalBefore)
            : null,
      };
    }),
    chart: chart('bar', key, ['premium', 'share', 'clients', 'participants'], {
      isHorizontal: true,
    }),
  };
}

export const TOP_PARTY_FIGURES: FigureDefinition[] = [
  {
    module: 'eb',
    id: 'top-carriers',
    datasets: ['sch_a'],
    coverage: 'sch_a',
    compute: (db, scope) => topParties(db, scope, 'eb_carriers', 'carrier'),
  },
  {
    module: 'eb',
    id: 'top-brokers',
    datasets: ['sch_a', 'sch_a_part1'],
    coverage: 'broker',
    compute: (db, scope) => topParties(db, scope, 'eb_brokers', 'broker'),
  },
];
