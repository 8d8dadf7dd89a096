import {
  companyReportPath,
  type CompanyReportName,
  type ReportSource,
} from '@edge/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../db/database';
import type { DbDialect } from '../db/database';
import { ingestIntoApp } from './app-fixtures';
import { createTestApp, type TestApp } from './test-app';

export type Row = Record<string, unknown>;

/** A number from SQL (PostgreSQL answers sums and counts as text). */
export const num = (value: unknown): number =>
  value === null || value === undefined ? 0 : Number(value);
export const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** SQL's sum of some values: null when none is given. */
export const sumOrNull = (values: readonly unknown[]): number | null =>
  values.reduce<number | null>(
    (sum, value) =>
      numOrNull(value) === null ? sum : (sum ?? 0) + Number(value),
    null,
  );

export interface ReportsTestApp {
  t(): TestApp;
  db(): Db;
  // GETs a path as a demo user (one sign-in per user).
  get(username: string, path: string): Promise<LightMyRequestResponse>;
  // A report's 200 answer as a demo user.
  report<T>(
    username: string,
    muns: string,
    name: CompanyReportName,
  ): Promise<T>;
  // Every company of the imported fixtures.
  companies(): Promise<string[]>;
  // A report's 200 answer for every company, with its muns.
  eachReport<T>(
    username: string,
    name: CompanyReportName,
  ): Promise<[muns: string, report: T][]>;
}

/** A test app with every fixture imported, one per describe block. */
export function useReportsApp(dialect: DbDialect): ReportsTestApp {
  let app: TestApp | undefined;
  const cookies = new Map<string, string>();
  beforeAll(async () => {
    app = await createTestApp(dialect);
    await ingestIntoApp(app);
  }, 60_000);
  afterAll(() => app?.close());
  const t = () => app!;
  const db = () => t().db;
  const get = async (username: string, url: string) => {
    if (!cookies.has(username))
      cookies.set(username, await t().login(username));
    return t().app.inject({ url, headers: { cookie: cookies.get(username) } });
  };
  async function report<T>(
    username: string,
    muns: string,
    name: CompanyReportName,
  ) {
    const response = await get(username, companyReportPath(muns, name));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  }
  async function companies() {
    const { rows } = await sql<{
      muns: string;
    }>`select muns from companies order by muns`.execute(db());
    return rows.map((r) => r.muns);
  }
  return {
    t,
    db,
    get,
    report,
    companies,
    async eachReport<T>(username: string, name: CompanyReportName) {
      const answers: [string, T][] = [];
      for (const muns of await companies()) {
        answers.push([muns, await report<T>(username, muns, name)]);
      }
      return answers;
    },
  };
}

/** Rows of a query. */
export async function rowsOf(db: Db, query: RawBuilder<unknown>) {
  return (await (query as RawBuilder<Row>).execute(db)).rows;
}

/**
 * The sources a report should list, from plain SQL: for each dataset of
 * the rows (import_file_id, source_year, as_of_date) the queries select,
 * the newest file, latest year and latest as-of date.
 */
export async function expectedSources(
  db: Db,
  ...selections: RawBuilder<unknown>[]
): Promise<Omit<ReportSource, 'label' | 'year_kind'>[]> {
  if (selections.length === 0) return [];
  const union = sql.join(selections, sql` union all `);
  const groups = await rowsOf(
    db,
    sql`select f.dataset, max(f.id) as file_id,
      max(x.source_year) as year, max(x.as_of_date) as as_of
      from (${union}) x join import_files f on f.id = x.import_file_id
      group by f.dataset order by f.dataset`,
  );
  const files = await rowsOf(db, sql`select id, file_name from import_files`);
  const nameOf = new Map(files.map((f) => [num(f.id), String(f.file_name)]));
  return groups.map((g) => ({
    dataset: String(g.dataset),
    file_name: nameOf.get(num(g.file_id)) ?? null,
    year: numOrNull(g.year),
    as_of_date: (g.as_of as string | null) ?? null,
  }));
}

/** Compares a report's sources with the SQL ones, whatever their order. */
export function expectSources(
  got: readonly ReportSource[],
  want: Awaited<ReturnType<typeof expectedSources>>,
): void {
  const sorted = [...got].sort((a, b) => a.dataset.localeCompare(b.dataset));
  expect(
    sorted.map(({ dataset, file_name, year, as_of_date }) => ({
      dataset,
      file_name,
      year,
      as_of_date,
    })),
  ).toEqual(want);
  for (const source of got) {
    expect(source.label).not.toBe(source.dataset);
    if (source.year === null) expect(source.year_kind).toBeNull();
  }
}

/** The provenance columns of some rows of a fact table. */
export const facts = (table: string, where: RawBuilder<unknown>) =>
  sql`select import_file_id, source_year, as_of_date from ${sql.table(
    table,
  )} where ${where}`;

/**
 * Reference SQL of a company's filings by plan kind: k, each filing with
 * is_w and is_r by characteristic codes, else by plan number; w, its
 * welfare plans of the latest year with a welfare filing.
 */
export const planKinds = (muns: string) => sql`k as (select filings.*,
    coalesce(welfare_codes, '') <> '' or (coalesce(pension_codes, '') = ''
      and plan_number >= '501') as is_w,
    coalesce(pension_codes, '') <> '' or (coalesce(welfare_codes, '') = ''
      and plan_number < '501') as is_r
    from filings where muns = ${muns}),
  w as (select * from k where is_w and source_year =
    (select max(source_year) from k where is_w))`;
