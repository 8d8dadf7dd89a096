import { setPriority } from 'node:os';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { DatabaseTarget } from '../../db/create-db';
import { onReaderThread } from '../../db/reader-thread';
import { scoreChunks, type ScoreRow } from './score-rows';

// The daily scoring's thread (dist/score-worker.js once built): scores on
// its own read connection and hands each chunk's rows over, so the
// server's connection and event loop stay free for requests.

export interface ScoreWorkerData {
  scoreWorker: true;
  target: DatabaseTarget;
  today: string;
  after: string | null;
}

export type ScoreWorkerReply =
  { rows: ScoreRow[] } | { done: true } | { error: string };

const run = ({ target, today, after }: ScoreWorkerData) =>
  onReaderThread(target, async (db) => {
    for await (const rows of scoreChunks(db, today, after)) {
      parentPort!.postMessage({ rows } satisfies ScoreWorkerReply);
    }
    parentPort!.postMessage({ done: true } satisfies ScoreWorkerReply);
  });

const data = workerData as Partial<ScoreWorkerData> | null;
if (!isMainThread && data?.scoreWorker) {
  // The lowest priority, for this thread alone on Linux: the server's
  // requests come first while a run goes on.
  try {
    setPriority(19);
  } catch {
    // Not allowed here: the run goes on at the server's priority.
  }
  await run(data as ScoreWorkerData);
}
