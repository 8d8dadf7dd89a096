import type { Db } from '../db/database';
import { JOB_FAILED, JobError } from './job-error';
import {
  finishJob,
  renewLease,
  type HeldJob,
  type JobOutcome,
  type JobProgress,
} from './job-lease';
import type { JobRow } from './jobs.table';

/** What a handler gets of its job. */
export interface ClaimedJob {
  id: number;
  kind: string;
  // The enqueued payload, parsed; the handler validates it.
  payload: unknown;
  attempts: number;
  maxAttempts: number;
  createdAt: string;
}

export interface JobContext {
  db: Db;
  // Aborted when the job is cancelled, lost, or the server stops.
  signal: AbortSignal;
  // Stores the progress (throttled); throws once the signal is aborted.
  progress(done: number, total: number): Promise<void>;
}

export type JobHandler = (job: ClaimedJob, ctx: JobContext) => Promise<void>;

/** Pino's shape, so app.log fits. */
export interface JobLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface JobRunSettings {
  db: Db;
  workerId: string;
  leaseMs: number;
  progressIntervalMs: number;
  log: JobLog;
}

type StopReason = 'cancel' | 'lost' | 'shutdown';

const STOP_MESSAGES: Record<StopReason, string> = {
  cancel: 'The job was cancelled.',
  lost: 'The job was taken over after its lease ran out.',
  shutdown: 'The server is shutting down.',
};

/** One claimed job while its handler runs: lease, progress, cancel, end. */
export class JobRun {
  private readonly controller = new AbortController();
  private readonly held: HeldJob;
  private stopReason: StopReason | undefined;
  private progressState: JobProgress | undefined;
  private lastProgressWrite = Number.NEGATIVE_INFINITY;
  private writes: Promise<void> = Promise.resolve();

  constructor(
    private readonly settings: JobRunSettings,
    private readonly row: JobRow,
  ) {
    this.held = {
      id: row.id,
      workerId: settings.workerId,
      attempts: row.attempts,
    };
  }

  /** Aborts the handler's signal; the first reason wins. */
  stop(reason: StopReason): void {
    if (this.stopReason) return;
    this.stopReason = reason;
    this.controller.abort(new JobError(STOP_MESSAGES[reason]));
  }

  /** Runs the handler and ends the job; never rejects. */
  async execute(handler: JobHandler): Promise<void> {
    // A third of the lease: two renewals may fail before it runs out.
    const renewal = setInterval(
      () => void this.touch(),
      this.settings.leaseMs / 3,
    );
    let outcome: JobOutcome;
    try {
      await handler(this.claimedJob(), this.context());
      outcome = {
        status: this.stopReason === 'cancel' ? 'cancelled' : 'completed',
      };
    } catch (error) {
      outcome = this.failure(error);
    } finally {
      clearInterval(renewal);
      await this.writes;
    }
    await this.finish(outcome);
  }

  private claimedJob(): ClaimedJob {
    const { row } = this;
    return {
      id: row.id,
      kind: row.kind,
      payload: JSON.parse(row.payload) as unknown,
      attempts: row.attempts,
      maxAttempts: row.max_attempts,
      createdAt: row.created_at,
    };
  }

  private context(): JobContext {
    const { signal } = this.controller;
    return {
      db: this.settings.db,
      signal,
      progress: async (done, total) => {
        this.progressState = { done, total };
        const now = Date.now();
        const isDue =
          now - this.lastProgressWrite >= this.settings.progressIntervalMs;
        if (isDue || done >= total) {
          this.lastProgressWrite = now;
          await this.touch();
        }
        signal.throwIfAborted();
      },
    };
  }

  private failure(error: unknown): JobOutcome {
    if (this.stopReason === 'cancel') return { status: 'cancelled' };
    if (this.stopReason === 'shutdown') return { status: 'queued' };
    if (error instanceof JobError)
      return { status: 'failed', error: error.message };
    if (this.stopReason !== 'lost') {
      this.settings.log.error({ err: error, jobId: this.row.id }, 'job failed');
    }
    return { status: 'failed', error: JOB_FAILED };
  }

  // Renewals and progress writes, one at a time and in order.
  private touch(): Promise<void> {
    this.writes = this.writes.then(() => this.renew());
    return this.writes;
  }

  private async renew(): Promise<void> {
    const { db, leaseMs, log } = this.settings;
    try {
      const state = await renewLease(
        db,
        this.held,
        leaseMs,
        this.progressState,
      );
      if (state !== 'held') this.stop(state);
    } catch (error) {
      // The lease still runs; the next renewal tries again.
      log.warn({ err: error, jobId: this.row.id }, 'job lease not renewed');
    }
  }

  private async finish(outcome: JobOutcome): Promise<void> {
    const { db, log } = this.settings;
    if (this.stopReason === 'lost') {
      log.warn({ jobId: this.row.id }, 'job lost its lease; result dropped');
      return;
    }
    try {
      const isHeld = await finishJob(
        db,
        this.held,
        outcome,
        this.progressState,
      );
      if (!isHeld) log.warn({ jobId: this.row.id }, 'job was no longer held');
    } catch (error) {
      // Left running: recovery takes it back when the lease runs out.
      log.error({ err: error, jobId: this.row.id }, 'job end not stored');
    }
  }
}
