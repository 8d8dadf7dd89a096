import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { createDb, type DatabaseHandle } from '../db/create-db';
import type { DbDialect } from '../db/database';

/** A fresh database of one dialect that the test file owns. */
export interface TestDatabase {
  handle: DatabaseHandle;
  // Closes the connection and removes the database.
  dispose(): Promise<void>;
}

export const postgresTestUrl = () => process.env.TEST_DATABASE_URL;

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresTestUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// Each test file creates and drops its own database (docs/decisions/0002).
async function openPostgres(): Promise<TestDatabase> {
  const name = `edge_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(postgresTestUrl()!);
  url.pathname = `/${name}`;
  const handle = createDb({ databaseUrl: url.toString(), sqlitePath: '' });
  return {
    handle,
    async dispose() {
      await handle.db.destroy();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Opens a new, empty database; `dir` holds the SQLite file. */
export async function openTestDatabase(
  dialect: DbDialect,
  dir: string,
): Promise<TestDatabase> {
  if (dialect === 'postgres') return openPostgres();
  const handle = createDb({
    databaseUrl: undefined,
    sqlitePath: join(dir, 'edge.sqlite'),
  });
  return { handle, dispose: () => handle.db.destroy() };
}
