import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';

// The lookups read worker (dist/lookups-worker.js once built): one query
// on its own read-only connection to the SQLite file, rows posted back.

export interface ReadWorkerData {
  lookupsReadWorker: true;
  path: string;
  sql: string;
  parameters: readonly unknown[];
}

export type ReadWorkerReply = { rows: unknown[] } | { error: string };

function read({ path, sql, parameters }: ReadWorkerData): ReadWorkerReply {
  const db = new SqliteDatabase(path, { readonly: true, fileMustExist: true });
  try {
    return { rows: db.prepare(sql).all(...parameters) };
  } catch (error) {
    return { error: (error as Error).message };
  } finally {
    db.close();
  }
}

const data = workerData as Partial<ReadWorkerData> | null;
if (!isMainThread && data?.lookupsReadWorker) {
  parentPort!.postMessage(read(data as ReadWorkerData));
}
