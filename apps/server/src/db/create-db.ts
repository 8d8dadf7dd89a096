import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { poolWithCopy } from './copy-pool';
import type { Database, Db, DbDialect } from './database';

/** An open database and what it is, for logs. */
export interface DatabaseHandle {
  db: Db;
  dialect: DbDialect;
  // Where the data lives, without credentials.
  location: string;
}

export interface DatabaseTarget {
  databaseUrl: string | undefined;
  sqlitePath: string;
}

// The better-sqlite3 connection behind each SQLite Kysely instance: the
// importers run prepared statements on it inside Kysely's transactions
// (docs/decisions/0005).
const RAW_SQLITE = new WeakMap<object, SqliteDatabase.Database>();

/** The raw SQLite connection of a database opened here, if SQLite. */
export const rawSqliteOf = (db: Db): SqliteDatabase.Database | undefined =>
  RAW_SQLITE.get(db);

// Where each database opened here lives, so a worker thread can open its
// own connection to it.
const TARGETS = new WeakMap<object, DatabaseTarget>();

/**
 * The file or URL of a database opened here; undefined for an in-memory
 * SQLite database, which no other connection can reach.
 */
export const databaseTargetOf = (db: object): DatabaseTarget | undefined =>
  TARGETS.get(db);

function openSqlite(path: string): DatabaseHandle {
  mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SqliteDatabase(path);
  // WAL lets readers run while a write commits; FULL syncs the log at each
  // commit, so an acknowledged write survives a power cut
  // (docs/decisions/0015). Foreign keys are off by default in SQLite and
  // on in PostgreSQL, so turn them on.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
  });
  RAW_SQLITE.set(db, sqlite);
  if (!sqlite.memory)
    TARGETS.set(db, { databaseUrl: undefined, sqlitePath: path });
  return { db, dialect: 'sqlite', location: `SQLite ${path}` };
}

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // The server closing an idle connection (restart, failover, a test
  // database dropped) is an 'error' on the pool, which would end the process
  // without a listener; the pool drops that connection and opens another.
  pool.on('error', () => {});
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: poolWithCopy(pool) }),
  });
  TARGETS.set(db, { databaseUrl: url, sqlitePath: '' });
  const safe = new URL(url);
  safe.password = '';
  return {
    db,
    dialect: 'postgres',
    location: `PostgreSQL ${safe.host}${safe.pathname}`,
  };
}

/**
 * A second, read-only connection to a database (a worker thread's): SQLite
 * opened read-only, PostgreSQL through a pool of one.
 */
export function openReader(target: DatabaseTarget): Db {
  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 1 });
    pool.on('error', () => {});
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const sqlite = new SqliteDatabase(target.sqlitePath, {
    readonly: true,
    fileMustExist: true,
  });
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
  });
}

/** ARCHITECTURE §1: SQLite in DATA_DIR unless DATABASE_URL names PostgreSQL. */
export function createDb(target: DatabaseTarget): DatabaseHandle {
  if (!target.databaseUrl) return openSqlite(target.sqlitePath);
  const { protocol } = new URL(target.databaseUrl);
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
    throw new Error(`DATABASE_URL must be a postgres:// URL, not ${protocol}`);
  }
  return openPostgres(target.databaseUrl);
}
