// The daily scoring run (docs/decisions/0045): the scores are computed on
// a worker thread with its own connection (score-worker-main.ts) and kept
// here, on the server's connection.
import { databaseTargetOf, type DatabaseTarget } from '../../db/create-db';
import type { Db } from '../../db/database';
import { markScoresChanged } from '../../search-projection/projection-meta';
import { startWorker } from '../../shared/start-worker';
import { scoreChunks, type ScoreRow } from './score-rows';
import type { ScoreWorkerData, ScoreWorkerReply } from './score-worker-main';

export { countScoredCompanies } from './score-rows';

// Beside this file in the sources, beside the bundle once built.
const workerScript = (): URL =>
  import.meta.url.endsWith('.ts')
    ? new URL('./score-worker-main.ts', import.meta.url)
    : new URL('./score-worker.js', import.meta.url);

/** The worker's chunks of scores, as they come; stopped with `signal`. */
async function* chunksFromWorker(
  target: DatabaseTarget,
  today: string,
  signal?: AbortSignal,
): AsyncGenerator<ScoreRow[]> {
  const data: ScoreWorkerData = { scoreWorker: true, target, today };
  const worker = startWorker(workerScript(), { workerData: data });
  const replies: ScoreWorkerReply[] = [];
  let wake: (() => void) | null = null;
  const push = (reply: ScoreWorkerReply) => {
    replies.push(reply);
    wake?.();
  };
  worker.on('message', push);
  worker.once('error', (error) => push({ error: error.message }));
  worker.once('exit', (code) =>
    push({ error: `score worker exited with code ${code}` }),
  );
  const stop = () => push({ error: 'stopped' });
  signal?.addEventListener('abort', stop);
  try {
    for (;;) {
      if (replies.length === 0) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
      }
      const reply = replies.shift()!;
      if (signal?.aborted) return;
      if ('rows' in reply) yield reply.rows;
      else if ('done' in reply) return;
      else throw new Error(reply.error);
    }
  } finally {
    signal?.removeEventListener('abort', stop);
    await worker.terminate();
  }
}

async function keep(db: Db, rows: ScoreRow[], run: string): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('opportunity_scores')
    .values(rows.map((row) => ({ ...row, scored_at: run })))
    .onConflict((oc) =>
      oc.column('muns').doUpdateSet((eb) => ({
        pc: eb.ref('excluded.pc'),
        eb: eb.ref('excluded.eb'),
        scored_at: eb.ref('excluded.scored_at'),
      })),
    )
    .execute();
}

export interface ScoreAllOptions {
  signal?: AbortSignal;
  onChunk?: (scored: number) => void;
}

/**
 * Scores every company with data for `today` and keeps the scores; a
 * company no longer scored loses its row, and the search index loads the
 * new scores. How many companies were scored; a stopped run keeps what it
 * wrote and changes nothing else.
 */
export async function scoreAllCompanies(
  db: Db,
  today: string,
  { signal, onChunk }: ScoreAllOptions = {},
): Promise<number> {
  const run = new Date().toISOString();
  const target = databaseTargetOf(db);
  const chunks = target
    ? chunksFromWorker(target, today, signal)
    : scoreChunks(db, today, () => signal?.aborted ?? false);
  let scored = 0;
  for await (const rows of chunks) {
    await keep(db, rows, run);
    scored += rows.length;
    onChunk?.(scored);
  }
  if (signal?.aborted) return scored;
  await db
    .deleteFrom('opportunity_scores')
    .where('scored_at', '<>', run)
    .execute();
  await markScoresChanged(db);
  return scored;
}
