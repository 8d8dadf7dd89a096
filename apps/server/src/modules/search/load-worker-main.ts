import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { DatabaseTarget } from '../../db/create-db';
import { onReaderThread } from '../../db/reader-thread';
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

const load = ({ target, version }: LoadWorkerData) =>
  onReaderThread(target, async (db) => {
    const parts = indexToParts(await loadSearchIndex(db, version));
    const reply: LoadWorkerReply = { parts };
    parentPort!.postMessage(reply, [...buffersOf(parts)]);
  });

const data = workerData as Partial<LoadWorkerData> | null;
if (!isMainThread && data?.searchLoadWorker) {
  await load(data as LoadWorkerData);
}
