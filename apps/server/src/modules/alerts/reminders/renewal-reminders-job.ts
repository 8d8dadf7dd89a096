import type { FastifyPluginAsync } from 'fastify';
import type { JobHandler } from '../../../jobs/index';
import type { Db } from '../../../db/database';
import { scheduleAlertsDelivery } from '../alerts-deliver-job';
import { nextDailyRun, scheduleOnce } from '../daily-run';
import { localDate } from './calendar-dates';
import { raiseRenewalReminders } from './raise-renewal-reminders';
import { countCompanies } from './reminders.repository';

export const RENEWAL_REMINDERS_JOB = 'alerts-reminders';
// Just after midnight, so the day's reminders are alerts before the
// morning digest.
const RUN_HOUR = 1;

/** Queues a reminders run at `runAfter` unless one is queued or running. */
export const scheduleRenewalReminders = (
  db: Db,
  runAfter: Date,
  fromJobId?: number,
) => scheduleOnce(db, { kind: RENEWAL_REMINDERS_JOB, runAfter, fromJobId });

/** The daily run: today's reminders, then tomorrow's run. */
export const renewalRemindersHandler: JobHandler = async (
  job,
  { db, signal, progress },
) => {
  try {
    const total = await countCompanies(db);
    const raised = await raiseRenewalReminders(db, localDate(new Date()), {
      onBatch: (done) => progress(Math.min(done, total), total),
    });
    // New reminders reach their subscribers now, not at the next minute.
    if (raised > 0) await scheduleAlertsDelivery(db, new Date());
  } finally {
    // A job stopped by a shutdown runs again; it must not leave a second.
    if (!signal.aborted) {
      await scheduleRenewalReminders(
        db,
        nextDailyRun(new Date(), RUN_HOUR),
        job.id,
      );
    }
  }
};

/** The reminders job; its first run is queued once the app is up. */
export const renewalRemindersJob: FastifyPluginAsync = async (app) => {
  app.jobs.register(RENEWAL_REMINDERS_JOB, renewalRemindersHandler);
  app.addHook('onReady', async () => {
    await scheduleRenewalReminders(app.db, new Date());
  });
};
