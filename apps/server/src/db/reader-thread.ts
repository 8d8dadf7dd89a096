import { parentPort } from 'node:worker_threads';
import type { Db } from './database';
import { openReader, type DatabaseTarget } from './create-db';

/**
 * A worker thread's work on its own read connection: a failure goes back
 * to the parent as `{ error }`, and the connection is closed either way.
 */
export async function onReaderThread(
  target: DatabaseTarget,
  work: (db: Db) => Promise<void>,
): Promise<void> {
  const db = openReader(target);
  try {
    await work(db);
  } catch (error) {
    parentPort!.postMessage({ error: (error as Error).message });
  } finally {
    await db.destroy();
  }
}
