// The daily scoring run (docs/decisions/0045): the scores are computed on
// a worker thread with its own connection (score-worker-main.ts) and kept
// here, on the server's connection, a slice of time at a time so the
// other jobs (alert delivery, exports) get the job runner between slices.
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

/** The worker's chunks of scores, as they come, until the caller stops. */
async function* chunksFromWorker(
  target: DatabaseTarget,
  today: string,
  after: string | null,
): AsyncGenerator<ScoreRow[]> {
  const data: ScoreWorkerData = { scoreWorker: true, target, today, after };
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
  try {
    for (;;) {
      if (replies.length === 0) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
      }
      const reply = replies.shift()!;
      if ('rows' in reply) yield reply.rows;
      else if ('done' in reply) return;
      else throw new Error(reply.error);
    }
  } finally {
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

/** Where a run stands: its start (the rows' mark), day and last company. */
export interface ScoringRun {
  run: string;
  today: string;
  after: string | null;
  scored: number;
}

export const newScoringRun = (today: string): ScoringRun => ({
  run: new Date().toISOString(),
  today,
  after: null,
  scored: 0,
});

export interface SliceOptions {
  /** Stops after the chunk that ends past this many milliseconds. */
  budgetMs?: number;
  signal?: AbortSignal;
  onChunk?: (scored: number) => void;
}

/**
 * Scores and keeps the next companies of a run for about `budgetMs`. The
 * run as it stands, and whether it is done: then a company no longer
 * scored has lost its row and the search index loads the new scores.
 */
export async function scoreSlice(
  db: Db,
  state: ScoringRun,
  { budgetMs = Number.POSITIVE_INFINITY, signal, onChunk }: SliceOptions = {},
): Promise<{ state: ScoringRun; done: boolean }> {
  const started = performance.now();
  const target = databaseTargetOf(db);
  const chunks = target
    ? chunksFromWorker(target, state.today, state.after)
    : scoreChunks(db, state.today, state.after);
  let { after, scored } = state;
  for await (const rows of chunks) {
    await keep(db, rows, state.run);
    scored += rows.length;
    after = rows[rows.length - 1]?.muns ?? after;
    onChunk?.(scored);
    if (signal?.aborted || performance.now() - started > budgetMs) {
      // Leaving the loop stops the worker.
      return { state: { ...state, after, scored }, done: false };
    }
  }
  await db
    .deleteFrom('opportunity_scores')
    .where('scored_at', '<>', state.run)
    .execute();
  await markScoresChanged(db);
  return { state: { ...state, after, scored }, done: true };
}

/** A whole run in one go (tests, and a database's first scores). */
export async function scoreAllCompanies(
  db: Db,
  today: string,
): Promise<number> {
  const { state } = await scoreSlice(db, newScoringRun(today));
  return state.scored;
}
