import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { OPPORTUNITY_SCORES_JOB } from '../../data-model/opportunity-tables';
import type { Db } from '../../db/database';
import type { JobHandler } from '../../jobs/index';
import { localDate, nextDailyRun, scheduleOnce } from '../alerts/index';
import {
  countScoredCompanies,
  newScoringRun,
  scoreSlice,
  type ScoringRun,
} from './score-all';

// After the renewal reminders (1:00), so both read the same day's dates.
const RUN_HOUR = 2;
// A run goes on in slices of about this long, each a job of its own, so
// the alert delivery and exports queued meanwhile run between them.
const SLICE_MS = 15_000;

// A slice's payload: the run as it stands; none for a new run.
const payloadSchema = z
  .object({
    run: z.string(),
    today: z.string(),
    after: z.string().nullable(),
    scored: z.number().int(),
  })
  .nullable()
  .catch(null);

/** Queues a scoring run at `runAfter` unless one is queued or running. */
export const scheduleOpportunityScores = (
  db: Db,
  runAfter: Date,
  fromJobId?: number,
  payload?: ScoringRun,
) =>
  scheduleOnce(db, {
    kind: OPPORTUNITY_SCORES_JOB,
    runAfter,
    fromJobId,
    payload: payload ?? null,
  });

/**
 * A slice of the daily run: the next companies' scores, then the next
 * slice now, or tomorrow's run once every company is scored.
 */
export const opportunityScoresHandler: JobHandler = async (
  job,
  { db, signal, progress },
) => {
  const state =
    payloadSchema.parse(job.payload) ?? newScoringRun(localDate(new Date()));
  let next: { state: ScoringRun; done: boolean } | null = null;
  try {
    const total = await countScoredCompanies(db);
    next = await scoreSlice(db, state, {
      budgetMs: SLICE_MS,
      signal,
      onChunk: (done) => progress(Math.min(done, total), total),
    });
  } finally {
    // A job stopped by a shutdown runs again; it must not leave a second.
    // A failed slice that will be tried again queues nothing: its retry
    // goes on from the same place and queues what follows.
    const isRetried = next === null && job.attempts < job.maxAttempts;
    if (!signal.aborted && !isRetried) {
      await (next && !next.done
        ? scheduleOpportunityScores(db, new Date(), job.id, next.state)
        : scheduleOpportunityScores(
            db,
            nextDailyRun(new Date(), RUN_HOUR),
            job.id,
          ));
    }
  }
};

/** The scoring job; its first run is queued once the app is up. */
export const opportunityScoresJob: FastifyPluginAsync = async (app) => {
  app.jobs.register(OPPORTUNITY_SCORES_JOB, opportunityScoresHandler);
  app.addHook('onReady', async () => {
    await scheduleOpportunityScores(app.db, new Date());
  });
};
