import { shiftDay } from '@edge/contracts';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { enqueueJob } from '../../jobs/index';

export const DEMO_ACTIVITY_JOB = 'demo-activity';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One played day's job: the period and the day it plays. */
export const demoDaySchema = z.object({
  first: day,
  last: day,
  day,
  // When the first day was queued: the last one logs the time it all took.
  queuedAt: z.string(),
});
export type DemoDay = z.infer<typeof demoDaySchema>;

// One job per day (decision 0029): the runner takes an export or an alert
// run queued meanwhile between two days, not after the whole period.
async function queueDay(db: Db, payload: DemoDay): Promise<boolean> {
  // The payload's JSON text is the day's key: a day already queued (by an
  // attempt of the previous day that was interrupted after queuing it) is
  // not queued twice.
  const text = JSON.stringify(demoDaySchema.parse(payload));
  const queued = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', DEMO_ACTIVITY_JOB)
    .where('payload', '=', text)
    .executeTakeFirst();
  if (queued) return false;
  await enqueueJob(db, { kind: DEMO_ACTIVITY_JOB, payload: JSON.parse(text) });
  return true;
}

/** Queues the day after `current`, unless it was the last. */
export function queueNextDay(db: Db, current: DemoDay): Promise<boolean> {
  if (current.day >= current.last) return Promise.resolve(false);
  return queueDay(db, { ...current, day: shiftDay(current.day, 1) });
}

/**
 * Queues the playing of the demo team's last `days` days before today
 * (today left alone), once per database: never when a job of the kind
 * exists, whatever its state. Whether it queued.
 */
export async function queueDemoActivity(
  db: Db,
  days: number,
  now = new Date(),
): Promise<boolean> {
  if (days <= 0) return false;
  const any = await db
    .selectFrom('jobs')
    .select('id')
    .where('kind', '=', DEMO_ACTIVITY_JOB)
    .executeTakeFirst();
  if (any) return false;
  const today = now.toISOString().slice(0, 10);
  const first = shiftDay(today, -days);
  return queueDay(db, {
    first,
    last: shiftDay(today, -1),
    day: first,
    queuedAt: now.toISOString(),
  });
}
