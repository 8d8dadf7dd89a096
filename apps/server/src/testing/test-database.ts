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

// A plain DROP: PostgreSQL stops an autovacuum worker of the database
// itself, while WITH (FORCE) would need the right to signal that
// superuser process and fails. A connection of ours still closing is
// waited for.
async function dropDatabase(name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
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
      await dropDatabase(name);
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
