import { sql } from 'kysely';
import type { Db } from '../db/database';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { DbDialect } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { FACT_TABLES } from '../ingest/fact-tables';
import {
  ingestFiles,
  type IngestOptions,
  type IngestResult,
} from '../ingest/run-ingest';
import { openTestDatabase, type TestDatabase } from './test-database';

export interface IngestTestDb {
  db(): Db;
  // A scratch folder for reject files and generated data.
  dir(): string;
  // Empties every data and import table between tests.
  reset(): Promise<void>;
  // Imports files into this database, rejects under dir()/rejects.
  ingest(
    paths: readonly string[],
    options?: Partial<IngestOptions>,
  ): Promise<IngestResult>;
}

/** A migrated, empty database for importer tests, one per test file. */
export function useIngestDb(dialect: DbDialect): IngestTestDb {
  let database: TestDatabase | undefined;
  let dir = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'edge-ingest-'));
    database = await openTestDatabase(dialect, dir);
    await migrateToLatest(database.handle.db, dialect);
  });
  afterAll(async () => {
    await database?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });
  const db = () => {
    if (!database) throw new Error('test database not ready');
    return database.handle.db;
  };
  return {
    db,
    dir: () => dir,
    ingest: (paths, options = {}) =>
      ingestFiles(paths, {
        db: db(),
        rejectsDir: join(dir, 'rejects'),
        ...options,
      }),
    async reset() {
      for (const table of [
        ...FACT_TABLES,
        'company_events',
        'companies',
        'company_keys',
        'import_undo',
        'import_files',
      ]) {
        await sql`delete from ${sql.table(table)}`.execute(db());
      }
    },
  };
}

/**
 * Imports a file one row per batch with a commit after each, and stops it
 * before its `stopAt`th batch: what the batches wrote must go with it.
 */
export function ingestStopped(
  t: IngestTestDb,
  path: string,
  stopAt: number,
): Promise<IngestResult> {
  let batches = 0;
  return t.ingest([path], {
    batchSize: 1,
    commitEveryMs: 0,
    shouldStop: () => ++batches >= stopAt,
  });
}

/** Every row of a table, ordered by a column, for comparisons. */
export async function tableRows(
  db: Db,
  table: string,
  orderBy: string | readonly string[],
): Promise<Record<string, unknown>[]> {
  // A unique order: ties would come back in any order on PostgreSQL.
  const columns = typeof orderBy === 'string' ? [orderBy] : orderBy;
  const { rows } = await sql<
    Record<string, unknown>
  >`select * from ${sql.table(table)} order by ${sql.join(columns.map((c) => sql.ref(c)))}`.execute(
    db,
  );
  return rows;
}

/** Every row of each table, ordered by its columns, to compare at once. */
export async function tablesNow(
  db: Db,
  tables: Record<string, string | readonly string[]>,
): Promise<Record<string, Record<string, unknown>[]>> {
  const rows: Record<string, Record<string, unknown>[]> = {};
  for (const [table, orderBy] of Object.entries(tables)) {
    rows[table] = await tableRows(db, table, orderBy);
  }
  return rows;
}

/**
 * A firmographics import record as an import leaves it: 'running' (with a
 * heartbeat at `at`) or 'done' at `at`. Returns its id.
 */
export async function insertImportRecord(
  db: Db,
  status: 'running' | 'done',
  at: string,
): Promise<number> {
  const row = await db
    .insertInto('import_files')
    .values({
      dataset: 'firmographics',
      file_name: 'firmographics.csv',
      file_sha256: '',
      status,
      started_at: at,
      heartbeat_at: at,
      finished_at: status === 'done' ? at : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
