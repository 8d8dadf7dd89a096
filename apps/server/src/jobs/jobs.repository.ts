import type { Db } from '../db/database';
import { isSqlite } from '../db/bulk-sql';
import { nowIso } from '../shared/time';
import { JOB_INTERRUPTED } from './job-error';
import type { JobRow, JobStatus } from './jobs.table';

export interface NewJob {
  kind: string;
  // Stored as JSON text.
  payload: unknown;
  // Claims allowed before an interrupted job fails; 3 unless told.
  maxAttempts?: number;
  // Not claimed before this time; now unless told.
  runAfter?: Date;
}

/** Queues a job and returns its id; call the runner's wake() after. */
export async function enqueueJob(db: Db, job: NewJob): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? null),
      status: 'queued',
      max_attempts: job.maxAttempts ?? 3,
      run_after: job.runAfter ? nowIso(job.runAfter) : now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface ClaimRequest {
  workerId: string;
  // Only jobs this runner has handlers for.
  kinds: readonly string[];
  leaseMs: number;
  now: Date;
}

/**
 * Takes the oldest due queued job of the given kinds, or none. One
 * statement: on PostgreSQL the row is locked with SKIP LOCKED, so
 * concurrent claimers on several servers never take the same job; SQLite
 * has one writer, so the conditional update is atomic (decision 0019).
 */
export async function claimJob(
  db: Db,
  request: ClaimRequest,
): Promise<JobRow | undefined> {
  if (request.kinds.length === 0) return undefined;
  const now = nowIso(request.now);
  const next = db
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'queued')
    .where('run_after', '<=', now)
    .where('kind', 'in', request.kinds)
    .orderBy('run_after')
    .orderBy('id')
    .limit(1)
    .$if(!isSqlite(db), (query) => query.forUpdate().skipLocked());
  return db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      attempts: eb('attempts', '+', 1),
      locked_by: request.workerId,
      lease_until: nowIso(new Date(request.now.getTime() + request.leaseMs)),
      started_at: now,
      updated_at: now,
    }))
    .where('id', '=', next)
    .where('status', '=', 'queued')
    .returningAll()
    .executeTakeFirst();
}

export interface RecoveredJobs {
  requeued: number;
  failed: number;
  cancelled: number;
}

/**
 * Running jobs whose lease ran out at `now` (their runner died): cancelled
 * when a cancel was asked, failed after their last attempt, otherwise
 * queued again. None is left running.
 */
export async function recoverJobs(db: Db, now: Date): Promise<RecoveredJobs> {
  const at = nowIso(now);
  const release = { locked_by: null, lease_until: null, updated_at: at };
  const expired = () =>
    db
      .updateTable('jobs')
      .where('status', '=', 'running')
      .where('lease_until', '<', at);
  const cancelled = await expired()
    .set({ ...release, status: 'cancelled', finished_at: at })
    .where('cancel_requested', '=', 1)
    .executeTakeFirst();
  const failed = await expired()
    .set({
      ...release,
      status: 'failed',
      error: JOB_INTERRUPTED,
      finished_at: at,
    })
    .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')))
    .executeTakeFirst();
  const requeued = await expired()
    .set({ ...release, status: 'queued' })
    .executeTakeFirst();
  return {
    requeued: Number(requeued.numUpdatedRows),
    failed: Number(failed.numUpdatedRows),
    cancelled: Number(cancelled.numUpdatedRows),
  };
}

/**
 * Cancels a queued job at once; marks a running one, whose runner aborts
 * its handler when it notices. The job's status after, or undefined when
 * there is no such job.
 */
export async function requestCancel(
  db: Db,
  id: number,
): Promise<JobStatus | undefined> {
  const now = nowIso();
  const queued = await db
    .updateTable('jobs')
    .set({
      status: 'cancelled',
      cancel_requested: 1,
      finished_at: now,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  if (queued.numUpdatedRows > 0n) return 'cancelled';
  await db
    .updateTable('jobs')
    .set({ cancel_requested: 1, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
  const row = await db
    .selectFrom('jobs')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.status;
}
