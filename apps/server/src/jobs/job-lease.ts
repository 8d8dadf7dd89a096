import type { Db } from '../db/database';
import { nowIso } from '../shared/time';

/** A claim: the job, its runner, and the attempt (the fencing token). */
export interface HeldJob {
  id: number;
  workerId: string;
  attempts: number;
}

export interface JobProgress {
  done: number;
  total: number;
}

// Only the claim that holds the job may write it: once recovery gave it
// to another runner (or attempt), the old runner's writes change nothing.
const whereHeld = (db: Db, job: HeldJob) =>
  db
    .updateTable('jobs')
    .where('id', '=', job.id)
    .where('locked_by', '=', job.workerId)
    .where('attempts', '=', job.attempts)
    .where('status', '=', 'running');

const progressColumns = (progress: JobProgress | undefined) =>
  progress
    ? { progress_done: progress.done, progress_total: progress.total }
    : {};

/**
 * Renews the lease (and writes the progress): 'cancel' when a cancel was
 * asked, 'lost' when the job is no longer this claim's.
 */
export async function renewLease(
  db: Db,
  job: HeldJob,
  leaseMs: number,
  progress: JobProgress | undefined,
): Promise<'held' | 'cancel' | 'lost'> {
  const now = new Date();
  const row = await whereHeld(db, job)
    .set({
      ...progressColumns(progress),
      lease_until: nowIso(new Date(now.getTime() + leaseMs)),
      updated_at: nowIso(now),
    })
    .returning('cancel_requested')
    .executeTakeFirst();
  if (!row) return 'lost';
  return row.cancel_requested === 1 ? 'cancel' : 'held';
}

export type JobOutcome =
  | { status: 'completed' | 'cancelled' }
  | { status: 'failed'; error: string }
  // Given back at shutdown: queued again, the attempt not counted.
  | { status: 'queued' };

/** Ends this claim of the job; false when it was no longer held. */
export async function finishJob(
  db: Db,
  job: HeldJob,
  outcome: JobOutcome,
  progress: JobProgress | undefined,
): Promise<boolean> {
  const now = nowIso();
  const release = { locked_by: null, lease_until: null, updated_at: now };
  const query =
    outcome.status === 'queued'
      ? whereHeld(db, job).set((eb) => ({
          ...release,
          status: 'queued',
          attempts: eb('attempts', '-', 1),
        }))
      : whereHeld(db, job).set({
          ...release,
          ...progressColumns(progress),
          status: outcome.status,
          error: outcome.status === 'failed' ? outcome.error : null,
          finished_at: now,
        });
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
