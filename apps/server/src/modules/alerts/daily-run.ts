import { enqueueJob } from '../../jobs/index';
import type { Db } from '../../db/database';

/**
 * The next time after `now` the server's clock shows `hour`:00 (its own
 * time zone): today when that is still ahead, else tomorrow. Built from
 * calendar fields, so a daylight-saving change keeps the hour.
 */
export function nextDailyRun(now: Date, hour: number): Date {
  const today = new Date(
    now.getFullYear(),
    now.getMonth(),
    now.getDate(),
    hour,
  );
  if (today > now) return today;
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, hour);
}

/** The next full hour of the server's clock after `now`. */
export function nextHourlyRun(now: Date): Date {
  return new Date(
    now.getFullYear(),
    now.getMonth(),
    now.getDate(),
    now.getHours() + 1,
  );
}

export interface ScheduledRun {
  kind: string;
  runAfter: Date;
  payload?: unknown;
  // The job asking for its successor, which does not count as one alive.
  fromJobId?: number;
}

/**
 * Queues a job of `kind` unless one is already queued or running: a daily
 * job is never queued twice. Whether it queued one.
 */
export async function scheduleOnce(
  db: Db,
  { kind, runAfter, payload = {}, fromJobId }: ScheduledRun,
): Promise<boolean> {
  const alive = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', kind)
    .where('status', 'in', ['queued', 'running'])
    .$if(fromJobId !== undefined, (query) =>
      query.where('id', '<>', fromJobId!),
    )
    .executeTakeFirst();
  if (alive) return false;
  await enqueueJob(db, { kind, payload, runAfter });
  return true;
}
