import type { Db } from '../../../db/database';
import { scheduleAlertsDelivery } from '../alerts-deliver-job';
import { dailyJob } from '../daily-run';
import { localDate } from './calendar-dates';
import { raiseRenewalReminders } from './raise-renewal-reminders';
import { countCompanies } from './reminders.repository';

export const RENEWAL_REMINDERS_JOB = 'alerts-reminders';
// Just after midnight, so the day's reminders are alerts before the
// morning digest.
const RUN_HOUR = 1;

/** The daily run: today's reminders, then tomorrow's run. */
const reminders = dailyJob(
  RENEWAL_REMINDERS_JOB,
  RUN_HOUR,
  async (_job, { db, progress }) => {
    const total = await countCompanies(db);
    const raised = await raiseRenewalReminders(db, localDate(new Date()), {
      onBatch: (done) => progress(Math.min(done, total), total),
    });
    // New reminders reach their subscribers now, not at the next minute.
    if (raised > 0) await scheduleAlertsDelivery(db, new Date());
  },
);

export const renewalRemindersHandler = reminders.handler;
/** Queues a reminders run at `runAfter` unless one is queued or running. */
export const scheduleRenewalReminders: (
  db: Db,
  runAfter: Date,
  fromJobId?: number,
) => Promise<boolean> = reminders.schedule;
/** The reminders job; its first run is queued once the app is up. */
export const renewalRemindersJob = reminders.plugin;
