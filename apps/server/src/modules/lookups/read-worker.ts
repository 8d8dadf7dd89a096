import { statSync } from 'node:fs';
import type { CompiledQuery } from 'kysely';
import { rawSqliteOf } from '../../db/create-db';
import type { Db } from '../../db/database';
import { startWorker } from '../../shared/start-worker';
import type { ReadWorkerData, ReadWorkerReply } from './read-worker-main';

// better-sqlite3 answers synchronously: a GROUP BY over 1,000,000
// companies would hold the event loop, and every request, for seconds.
// On a big SQLite file such reads run on a second, read-only connection in
// a worker thread; PostgreSQL and small files answer in place.
const WORKER_MIN_BYTES = 256 * 1024 * 1024;

// Beside this file in the sources, beside the bundle once built.
const workerScript = (): URL =>
  import.meta.url.endsWith('.ts')
    ? new URL('./read-worker-main.ts', import.meta.url)
    : new URL('./lookups-worker.js', import.meta.url);

/** Runs a compiled query on a SQLite file from a worker thread. */
export function readInWorker<R>(
  path: string,
  query: CompiledQuery<R>,
): Promise<R[]> {
  const data: ReadWorkerData = {
    lookupsReadWorker: true,
    path,
    sql: query.sql,
    parameters: query.parameters,
  };
  const worker = startWorker(workerScript(), { workerData: data });
  return new Promise((resolve, reject) => {
    worker.once('message', (reply: ReadWorkerReply) => {
      if ('rows' in reply) resolve(reply.rows as R[]);
      else reject(new Error(reply.error));
    });
    worker.once('error', reject);
    // After a reply this changes nothing; without one it is the failure.
    worker.once('exit', (code) => {
      reject(new Error(`lookups read worker exited with code ${code}`));
    });
  });
}

interface ReadQuery<R> {
  compile(): CompiledQuery<R>;
  execute(): Promise<R[]>;
}

/** A query's rows, read off the main thread where SQLite would block it. */
export function readRows<R>(db: Db, query: ReadQuery<R>): Promise<R[]> {
  const raw = rawSqliteOf(db);
  if (!raw || raw.memory) return query.execute();
  const size = statSync(raw.name, { throwIfNoEntry: false })?.size ?? 0;
  return size >= WORKER_MIN_BYTES
    ? readInWorker(raw.name, query.compile())
    : query.execute();
}
