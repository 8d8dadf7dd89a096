import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { openReader, type DatabaseTarget } from '../../db/create-db';
import {
  buffersOf,
  indexToParts,
  type SearchIndexParts,
} from './engine/index-parts';
import { loadSearchIndex } from './load-index';

// The search index load thread (dist/search-worker.js once built): reads
// the projection on its own connection, builds the index and hands its
// arrays over. The load's garbage dies with the thread.

export interface LoadWorkerData {
  searchLoadWorker: true;
  target: DatabaseTarget;
  version: string;
}

export type LoadWorkerReply = { parts: SearchIndexParts } | { error: string };

async function load({ target, version }: LoadWorkerData): Promise<void> {
  const db = openReader(target);
  try {
    const parts = indexToParts(await loadSearchIndex(db, version));
    const reply: LoadWorkerReply = { parts };
    parentPort!.postMessage(reply, [...buffersOf(parts)]);
  } catch (error) {
    const reply: LoadWorkerReply = { error: (error as Error).message };
    parentPort!.postMessage(reply);
  } finally {
    await db.destroy();
  }
}

const data = workerData as Partial<LoadWorkerData> | null;
if (!isMainThread && data?.searchLoadWorker) {
  await load(data as LoadWorkerData);
}
