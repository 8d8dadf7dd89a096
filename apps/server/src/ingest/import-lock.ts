import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { Db } from '../db/database';
import { databaseTargetOf } from '../db/create-db';
import { isSqlite } from '../db/bulk-sql';

// One import at a time, and a dead one told from a live one by a lock the
// operating system or PostgreSQL releases when its holder dies
// (docs/decisions/0005): never by the age of a heartbeat, which a live
// import building an index for minutes does not renew, and a killed one
// leaves fresh.

/** The lock an import holds from its recovery to its run's last build. */
export interface ImportLock {
  // False once the lock is gone while held (its PostgreSQL session ended).
  isHeld(): boolean;
  release(): Promise<void>;
}

// PostgreSQL: a session-level advisory lock, per database. The session's
// end releases it, whichever host the importer runs on.
const ADVISORY_KEY = 'edge:import';
// A vanished importer host is noticed within about a minute, not after
// the system's two-hour keepalive default.
const KEEPALIVE = [
  'set tcp_keepalives_idle = 30',
  'set tcp_keepalives_interval = 10',
  'set tcp_keepalives_count = 3',
];

async function tryPostgresLock(url: string): Promise<ImportLock | undefined> {
  const client = new pg.Client({
    connectionString: url,
    application_name: 'edge import lock',
    keepAlive: true,
  });
  let held = false;
  const lost = () => {
    held = false;
  };
  client.on('error', lost);
  client.on('end', lost);
  await client.connect();
  try {
    for (const statement of KEEPALIVE) await client.query(statement);
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock(hashtext($1)) as locked',
      [ADVISORY_KEY],
    );
    held = rows[0]!.locked;
  } finally {
    if (!held) await client.end();
  }
  if (!held) return undefined;
  return {
    isHeld: () => held,
    // Ending the session releases the lock.
    release: async () => {
      held = false;
      await client.end().catch(() => undefined);
    },
  };
}

// SQLite: the importer is on the database's machine. An exclusive
// transaction on a file beside the database holds a POSIX lock, which the
// kernel drops when the process dies; within one process SQLite keeps
// connections apart too.
function trySqliteLock(path: string): ImportLock | undefined {
  const file = new SqliteDatabase(`${path}-import-lock`, { timeout: 0 });
  try {
    file.pragma('journal_mode = MEMORY');
    file.exec('begin exclusive');
  } catch (error) {
    file.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return undefined;
    throw error;
  }
  let held = true;
  return {
    isHeld: () => held,
    release: async () => {
      if (!held) return;
      held = false;
      file.exec('rollback');
      file.close();
    },
  };
}

// An in-memory SQLite database has no other connection: the lock only has
// to keep this process's runs apart.
const MEMORY_LOCKS = new WeakSet<object>();

function tryMemoryLock(db: Db): ImportLock | undefined {
  if (MEMORY_LOCKS.has(db)) return undefined;
  MEMORY_LOCKS.add(db);
  return {
    isHeld: () => MEMORY_LOCKS.has(db),
    release: async () => {
      MEMORY_LOCKS.delete(db);
    },
  };
}

/** Takes the import lock of `db`'s database; undefined while it is held. */
export async function tryImportLock(db: Db): Promise<ImportLock | undefined> {
  const target = databaseTargetOf(db);
  if (target?.databaseUrl) return tryPostgresLock(target.databaseUrl);
  if (!isSqlite(db)) {
    throw new Error('the import lock needs a database opened by createDb');
  }
  return target ? trySqliteLock(target.sqlitePath) : tryMemoryLock(db);
}
