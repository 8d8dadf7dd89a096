import type { FastifyPluginAsync } from 'fastify';
import { enqueueJob, type JobHandler } from '../../jobs/index';
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

/** A job that runs once a day: its handler, its scheduling, its plugin. */
export interface DailyJob {
  handler: JobHandler;
  /** Queues a run at `runAfter` unless one is queued or running. */
  schedule: (db: Db, runAfter: Date, fromJobId?: number) => Promise<boolean>;
  /** Registers the handler and queues the first run once the app is up. */
  plugin: FastifyPluginAsync;
}

/**
 * A daily job of `kind` at `hour`:00: `run`, then tomorrow's run, whether
 * `run` succeeded or failed. A run stopped by a shutdown runs again as it
 * is, so it queues no second.
 */
export function dailyJob(
  kind: string,
  hour: number,
  run: JobHandler,
): DailyJob {
  const schedule = (db: Db, runAfter: Date, fromJobId?: number) =>
    scheduleOnce(db, { kind, runAfter, fromJobId });
  const handler: JobHandler = async (job, context) => {
    try {
      await run(job, context);
    } finally {
      if (!context.signal.aborted) {
        await schedule(context.db, nextDailyRun(new Date(), hour), job.id);
      }
    }
  };
  const plugin: FastifyPluginAsync = async (app) => {
    app.jobs.register(kind, handler);
    app.addHook('onReady', async () => {
      await schedule(app.db, new Date());
    });
  };
  return { handler, schedule, plugin };
}
