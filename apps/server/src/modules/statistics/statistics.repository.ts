import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { StatGrain } from '../../search-projection/statistics-summary';
import type { StatScope } from './statistics-scope';

/** What summary rows may be grouped by. */
export type SummaryKey = 'state' | 'sector' | 'band' | 'year' | 'dim' | 'level';

export interface SummaryRow {
  state: string;
  sector: string;
  band: string;
  year: number;
  dim: string;
  level: number;
  m1: number;
  m2: number;
  m3: number;
  m4: number;
  m5: number;
  m6: number;
}

const MEASURES = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6'] as const;

export interface SummaryQuery {
  figure: string;
  grain: StatGrain;
  scope: StatScope;
  groupBy: readonly SummaryKey[];
  years?: readonly number[];
  // Only these values of dim.
  dims?: readonly string[];
  // The `limit` groups of the largest m3, ties by dim, leaving out a dim.
  top?: { limit: number; except: string };
}

/**
 * The first code of the same length after a prefix's codes ('2389' ->
 * '2390'), null after '99'. Digit strings compare alike in every collation,
 * where a bound such as '238~' would not.
 */
export function nextPrefix(prefix: string): string | null {
  const next = String(Number(prefix) + 1).padStart(prefix.length, '0');
  return next.length > prefix.length ? null : next;
}

const keyExpression = (key: SummaryKey) =>
  key === 'sector' ? sql<string>`substr(naics, 1, 2)` : sql.ref<string>(key);

/**
 * The sums of a summary figure's measures over the rows of the scope,
 * per group. A NAICS prefix is a range of codes ('238' up to '239'), which
 * the (figure, grain, naics) index reads.
 */
export async function sumSummary(
  db: Db,
  { figure, grain, scope, groupBy, years, dims, top }: SummaryQuery,
): Promise<SummaryRow[]> {
  if ([scope.states, years, dims].some((list) => list?.length === 0)) {
    return [];
  }
  let query = db
    .selectFrom('statistics_summary')
    .where('figure', '=', figure)
    .where('grain', '=', grain);
  if (scope.isStateLimited) query = query.where('state', 'in', scope.states);
  if (scope.sizes.length > 0) query = query.where('band', 'in', scope.sizes);
  if (scope.naics.length > 0) {
    query = query.where((eb) =>
      eb.or(
        scope.naics.map((prefix) => {
          const next = nextPrefix(prefix);
          const from = eb('naics', '>=', prefix);
          return next === null ? from : eb.and([from, eb('naics', '<', next)]);
        }),
      ),
    );
  }
  if (years) query = query.where('year', 'in', [...years]);
  if (dims) query = query.where('dim', 'in', [...dims]);
  if (top) query = query.where('dim', '<>', top.except);
  const keys = groupBy.map(keyExpression);
  const rows = await query
    .select(groupBy.map((key) => keyExpression(key).as(key)))
    .select((eb) => MEASURES.map((m) => eb.fn.sum<number>(m).as(m)))
    .$if(keys.length > 0, (q) => q.groupBy(keys))
    .$if(top !== undefined, (q) =>
      q
        .orderBy(sql`sum(m3)`, 'desc')
        .orderBy('dim')
        .limit(top?.limit ?? 0),
    )
    .execute();
  return rows.map((row) => toSummaryRow(row as Record<string, unknown>));
}

function toSummaryRow(row: Record<string, unknown>): SummaryRow {
  const number = (key: string) => Number(row[key] ?? 0);
  return {
    state: String(row.state ?? ''),
    sector: String(row.sector ?? ''),
    band: String(row.band ?? ''),
    dim: String(row.dim ?? ''),
    year: number('year'),
    level: number('level'),
    m1: number('m1'),
    m2: number('m2'),
    m3: number('m3'),
    m4: number('m4'),
    m5: number('m5'),
    m6: number('m6'),
  };
}

/** The latest year of a summary figure, whatever the scope. */
export async function latestYear(
  db: Db,
  figure: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('statistics_summary')
    .select((eb) => eb.fn.max('year').as('year'))
    .where('figure', '=', figure)
    .where('grain', '=', 's')
    .executeTakeFirst();
  return row?.year === null || row?.year === undefined
    ? null
    : Number(row.year);
}

/**
 * The as-of date of the newest finished import of these datasets: the
 * file's own date, else the day it finished.
 */
export async function newestImport(
  db: Db,
  datasets: readonly string[],
): Promise<string | null> {
  const row = await db
    .selectFrom('import_files')
    .select(
      sql<
        string | null
      >`max(coalesce(as_of_date, substr(finished_at, 1, 10)))`.as('as_of'),
    )
    .where('status', '=', 'done')
    .where('dataset', 'in', [...datasets])
    .executeTakeFirst();
  return row?.as_of ?? null;
}
