import { ACTIVITY_RETENTION_MONTHS } from '@edge/contracts';
import type { Db } from '../../db/database';
import { dailyJob } from '../alerts/index';
import { trimRollups } from './rollup-retention';

export const ACTIVITY_CLEANUP_JOB = 'activity-cleanup';
// In the quiet of the night, after the alerts' own runs.
const RUN_HOUR = 3;

/** The first day kept: the same day ACTIVITY_RETENTION_MONTHS months ago. */
export function retentionCutoff(now: Date): string {
  const cutoff = new Date(
    Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth() - ACTIVITY_RETENTION_MONTHS,
      now.getUTCDate(),
    ),
  );
  return cutoff.toISOString().slice(0, 10);
}

/**
 * Deletes log entries and daily counters of days before the cutoff, and
 * with the daily counters, in their transaction, what the rollups held of
 * those days.
 */
export async function deleteOldActivity(
  db: Db,
  now = new Date(),
): Promise<{ log: number; daily: number }> {
  const cutoff = retentionCutoff(now);
  const log = await db
    .deleteFrom('activity_log')
    .where('day', '<', cutoff)
    .executeTakeFirst();
  const daily = await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('activity_daily')
      .where('day', '<', cutoff)
      .executeTakeFirst();
    await trimRollups(trx, cutoff);
    return deleted;
  });
  return {
    log: Number(log.numDeletedRows),
    daily: Number(daily.numDeletedRows),
  };
}

/** The daily run: the clean-up, then tomorrow's run. */
const cleanup = dailyJob(
  ACTIVITY_CLEANUP_JOB,
  RUN_HOUR,
  async (_job, { db }) => {
    await deleteOldActivity(db);
  },
);

export const activityCleanupHandler = cleanup.handler;
/** The clean-up job; its first run is queued once the app is up. */
export const activityCleanupJob = cleanup.plugin;
