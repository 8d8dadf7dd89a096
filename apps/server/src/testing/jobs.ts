import type { Db } from '../db/database';
import { enqueueJob, type JobLog, type JobRow } from '../jobs/index';

/** A job log that keeps what it was told, for assertions. */
export function collectingLog(): JobLog & { errors: object[] } {
  const errors: object[] = [];
  return { errors, error: (details) => errors.push(details), warn: () => {} };
}

/** A promise and its resolver, to hold a handler at a chosen step. */
export function deferred<T = void>(): {
  promise: Promise<T>;
  resolve: (value: T) => void;
} {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** One job row, as stored. */
export const jobRow = (db: Db, id: number): Promise<JobRow> =>
  db
    .selectFrom('jobs')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** The time `ms` from now. */
export const inMs = (ms: number): Date => new Date(Date.now() + ms);

/** Queues a job of this kind to run at `runAfter` (for layers without jobs). */
export const queueJobAt = (db: Db, kind: string, runAfter: Date) =>
  enqueueJob(db, { kind, payload: {}, runAfter });
