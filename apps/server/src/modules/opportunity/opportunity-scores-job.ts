import type { FastifyPluginAsync } from 'fastify';
import { OPPORTUNITY_SCORES_JOB } from '../../data-model/opportunity-tables';
import type { Db } from '../../db/database';
import type { JobHandler } from '../../jobs/index';
import { localDate, nextDailyRun, scheduleOnce } from '../alerts/index';
import { countScoredCompanies, scoreAllCompanies } from './score-all';

// After the renewal reminders (1:00), so both read the same day's dates.
const RUN_HOUR = 2;

/** Queues a scoring run at `runAfter` unless one is queued or running. */
export const scheduleOpportunityScores = (
  db: Db,
  runAfter: Date,
  fromJobId?: number,
) => scheduleOnce(db, { kind: OPPORTUNITY_SCORES_JOB, runAfter, fromJobId });

/** The daily run: every company's scores for today, then tomorrow's run. */
export const opportunityScoresHandler: JobHandler = async (
  job,
  { db, signal, progress },
) => {
  try {
    const total = await countScoredCompanies(db);
    await scoreAllCompanies(db, localDate(new Date()), {
      signal,
      onChunk: (done) => progress(Math.min(done, total), total),
    });
  } finally {
    // A job stopped by a shutdown runs again; it must not leave a second.
    if (!signal.aborted) {
      await scheduleOpportunityScores(
        db,
        nextDailyRun(new Date(), RUN_HOUR),
        job.id,
      );
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
