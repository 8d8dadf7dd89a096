import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { StatisticsFigure } from '@edge/contracts';
import { generateDataset } from '@edge/synthetic-data';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db, DbDialect } from '../db/database';
import { ingestIntoApp } from './app-fixtures';
import { num, rowsOf, type Row } from './company-reports';
import { createTestApp, type TestApp } from './test-app';

/** The filters of a statistics request, as query parameters. */
export interface StatFilter {
  states?: string[];
  naics?: string[];
  sizes?: string[];
}

// The employee bands of the contracts' STAT_SIZE_BANDS, written out.
export const BAND_SQL = sql`(case when c.employees is null or c.employees < 1 then 'unknown'
  when c.employees <= 9 then '1-9' when c.employees <= 49 then '10-49'
  when c.employees <= 99 then '50-99' when c.employees <= 499 then '100-499'
  when c.employees <= 999 then '500-999' else '1000+' end)`;

/** The companies `c` a filter keeps, as a SQL condition. */
export function companyWhere(filter: StatFilter): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`1 = 1`];
  if (filter.states?.length) {
    parts.push(sql`c.state in (${sql.join(filter.states)})`);
  }
  if (filter.naics?.length) {
    const likes = filter.naics.map((p) => sql`c.naics like ${`${p}%`}`);
    parts.push(sql`(${sql.join(likes, sql` or `)})`);
  }
  if (filter.sizes?.length) {
    parts.push(sql`${BAND_SQL} in (${sql.join(filter.sizes)})`);
  }
  return sql.join(parts, sql` and `);
}

export const queryOf = (filter: StatFilter) =>
  Object.entries(filter)
    .map(([key, values]) => `${key}=${(values as string[]).join(',')}`)
    .join('&');

export interface StatisticsTestApp {
  t(): TestApp;
  db(): Db;
  // The answer of GET /api/v1/statistics/{module}/{figure}?{filter}.
  figure(
    module: 'pc' | 'eb',
    figure: string,
    filter?: StatFilter,
    username?: string,
  ): Promise<StatisticsFigure>;
  rows(query: RawBuilder<unknown>): Promise<Row[]>;
}

/**
 * A test app with generated companies imported (every file, or those
 * `keep` accepts), signed in as full.broker, whose account has statistics
 * on (README, demo flags).
 */
export function useStatisticsApp(
  dialect: DbDialect,
  keep: (file: string) => boolean = () => true,
): StatisticsTestApp {
  let app: TestApp | undefined;
  const cookies = new Map<string, string>();
  beforeAll(async () => {
    app = await createTestApp(dialect);
    const out = join(app.dataDir, 'generated');
    await generateDataset({ companies: 1_500, seed: 26, out });
    const files = readdirSync(out)
      .filter((name) => name.endsWith('.csv') && name !== 'truth.csv')
      .filter(keep)
      .map((name) => join(out, name));
    await ingestIntoApp(app, files);
  }, 180_000);
  afterAll(() => app?.close());
  const t = () => app!;
  return {
    t,
    db: () => t().db,
    async figure(module, figure, filter = {}, username = 'full.broker') {
      if (!cookies.has(username)) {
        cookies.set(username, await t().login(username));
      }
      const response = await t().app.inject({
        url: `/api/v1/statistics/${module}/${figure}?${queryOf(filter)}`,
        headers: { cookie: cookies.get(username) },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<StatisticsFigure>();
    },
    rows: (query) => rowsOf(t().db, query),
  };
}

/** part / whole as the figures write it: 0 of nothing. */
export const share = (part: number, whole: number) =>
  whole > 0 ? part / whole : 0;

/** Adds `values` into the entry of `key`, creating it at zero. */
export function addInto(
  groups: Map<string, Record<string, number>>,
  key: string,
  values: Record<string, unknown>,
): void {
  const into = groups.get(key) ?? {};
  for (const [name, value] of Object.entries(values)) {
    into[name] = (into[name] ?? 0) + num(value);
  }
  groups.set(key, into);
}

/**
 * Compares a figure's rows with expected ones, whatever their order:
 * text exactly, numbers to a cent (sums of doubles differ in the last
 * digits between the databases and the summary's order of addition).
 */
export function expectRows(
  got: StatisticsFigure['rows'],
  want: readonly Record<string, string | number | null>[],
): void {
  const keyOf = (row: Record<string, unknown>) =>
    Object.entries(row)
      .filter(([, value]) => typeof value === 'string')
      .map(([, value]) => String(value))
      .join('|');
  const sort = <T extends Record<string, unknown>>(rows: readonly T[]) =>
    [...rows].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
  const picked = sort(got).map((row) =>
    Object.fromEntries(Object.keys(want[0] ?? {}).map((k) => [k, row[k]])),
  );
  const expected = sort(want);
  expect(picked.map(keyOf)).toEqual(expected.map(keyOf));
  picked.forEach((row, i) => {
    for (const [key, value] of Object.entries(expected[i]!)) {
      if (typeof value === 'number') {
        expect(row[key], `${keyOf(row)} ${key}`).toBeCloseTo(value, 2);
      } else {
        expect(row[key], `${keyOf(row)} ${key}`).toEqual(value);
      }
    }
  });
}

/** Companies of the filter, and those with a row in a fact table. */
export async function expectedCoverage(
  app: StatisticsTestApp,
  filter: StatFilter,
  having: RawBuilder<unknown> | null,
): Promise<{ companies: number; with_data: number }> {
  const where = companyWhere(filter);
  const [all] = await app.rows(
    sql`select count(*) as n from companies c where ${where}`,
  );
  if (having === null)
    return { companies: num(all!.n), with_data: num(all!.n) };
  const [covered] = await app.rows(
    sql`select count(*) as n from companies c where ${where} and ${having}`,
  );
  return { companies: num(all!.n), with_data: num(covered!.n) };
}
