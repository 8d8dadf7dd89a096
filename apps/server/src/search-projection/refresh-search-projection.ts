import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { addressStateTables } from './address-states';
import { companyPartTables, stagedCompanies } from './company-rows';
import { dialectOf, type Dialect } from './dialect-sql';
import { LINK_TABLES } from './link-rows';
import { createLookupTables, LOOKUP_TABLES } from './lookup-tables';
import { isSearchProjectionStale, markRebuilt } from './projection-meta';
import { stagedStatistics, statisticsHelpers } from './statistics-summary';
import type { StagedTable, TempTable } from './staged-table';

export const SEARCH_TABLES = [
  'search_companies',
  'search_company_carriers',
  'search_company_brokers',
  'search_brokers',
  'statistics_summary',
] as const;

export interface RefreshResult {
  companies: number;
  seconds: number;
}

interface Plan {
  helpers: TempTable[];
  tables: StagedTable[];
  // SQLite has one writer at a time: the rows are staged in temporary
  // tables first, in a read transaction, so that the write lock is held
  // for the copies only and the server keeps writing meanwhile.
  // PostgreSQL readers and writers do not wait for the rebuild: its rows
  // go straight to the tables.
  staged: boolean;
}

const planFor = (dialect: Dialect): Plan => ({
  helpers: [
    ...addressStateTables(dialect),
    ...companyPartTables(dialect),
    ...statisticsHelpers(dialect),
  ],
  tables: [stagedCompanies(dialect), ...LINK_TABLES, stagedStatistics()],
  staged: dialect === 'sqlite',
});

/** A digest of the plan's SQL: a projection derived otherwise is stale. */
const definitionOf = (plan: Plan) =>
  createHash('sha256').update(JSON.stringify(plan)).digest('hex');

async function createTemp(db: Db, { staging, select, indexed }: TempTable) {
  await sql.raw(`create temporary table ${staging} as ${select}`).execute(db);
  if (indexed) {
    await sql
      .raw(`create index ${staging}_idx on ${staging} (${indexed})`)
      .execute(db);
  }
}

async function prepare(trx: Db, plan: Plan) {
  // PostgreSQL sorts and hashes the grouped facts in memory rather than
  // on disk (the default is 4 MB); for this transaction only.
  if (!plan.staged) await sql`set local work_mem = '128MB'`.execute(trx);
  await createLookupTables(trx);
  for (const helper of plan.helpers) await createTemp(trx, helper);
  if (plan.staged) {
    for (const table of plan.tables) await createTemp(trx, table);
  }
}

// Replaces the rows of every table: readers see the previous rows or
// these, never a mix.
async function publish(trx: Db, plan: Plan) {
  for (const { table, staging, columns, select } of plan.tables) {
    const list = columns.join(', ');
    const source = plan.staged ? `select ${list} from ${staging}` : select;
    await trx.deleteFrom(table).execute();
    await sql.raw(`insert into ${table} (${list}) ${source}`).execute(trx);
  }
  await markRebuilt(trx, definitionOf(plan));
  const row = await trx
    .selectFrom('search_companies')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function dropTemporary(db: Db, plan: Plan) {
  const temporary = [...plan.helpers, ...plan.tables].map((t) => t.staging);
  for (const table of [...temporary, ...LOOKUP_TABLES]) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
}

// One snapshot of the imported data: SQLite's read transaction, or
// PostgreSQL's repeatable read.
async function rebuild(conn: Db, plan: Plan): Promise<number> {
  if (plan.staged) {
    await conn.transaction().execute((trx) => prepare(trx, plan));
    return conn.transaction().execute((trx) => publish(trx, plan));
  }
  return conn
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await prepare(trx, plan);
      return publish(trx, plan);
    });
}

/**
 * Rebuilds the search projection from the imported data
 * (docs/data/search-projection.md) and the statistics summary
 * (docs/decisions/0034); the tables and the version
 * change in one transaction.
 */
export async function refreshSearchProjection(db: Db): Promise<RefreshResult> {
  const started = performance.now();
  const plan = planFor(dialectOf(db));
  // Temporary tables belong to a connection: keep to one.
  const companies = await db.connection().execute(async (conn) => {
    try {
      return await rebuild(conn, plan);
    } finally {
      await dropTemporary(conn, plan);
    }
  });
  return {
    companies,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

/**
 * Rebuilds only when data changed since the last rebuild, or the
 * projection's SQL did.
 */
export async function refreshSearchProjectionIfStale(
  db: Db,
): Promise<RefreshResult | null> {
  const definition = definitionOf(planFor(dialectOf(db)));
  return (await isSearchProjectionStale(db, definition))
    ? refreshSearchProjection(db)
    : null;
}
