import { join } from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { isSqlite } from '../db/bulk-sql';
import { runUntilKilled } from './killed-child';

// PostgreSQL ends a dead client's session, and frees its locks, once it
// reads the closed socket: soon after the process is gone, not at once.
async function sessionsGone(db: Db): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const { rows } = await sql<{ count: number | string }>`
      select count(*) as count from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()
         and application_name = 'edge import lock'`.execute(db);
    if (Number(rows[0]!.count) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the killed importer's session is still open");
}

/**
 * Imports `file` into `db`'s database in a child process with its indexes
 * deferred, and kills it (SIGKILL) once `stopAt` rows are committed: what
 * a machine losing the importer mid-file leaves behind.
 */
export async function importKilledAt(
  db: Db,
  file: string,
  dir: string,
  stopAt: number,
): Promise<void> {
  await runUntilKilled(
    db,
    new URL('./import-child-main.ts', import.meta.url),
    [file, join(dir, 'rejects'), String(stopAt)],
    (output) => output.includes('stopped\n'),
  );
  if (!isSqlite(db)) await sessionsGone(db);
}
