import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/database';
import { JobRun, type JobHandler, type JobLog } from './job-run';
import { claimJob, recoverJobs, type RecoveredJobs } from './jobs.repository';
import type { JobRow } from './jobs.table';

export interface JobRunnerOptions {
  log: JobLog;
  // Jobs run at once by this runner; 1 unless told.
  concurrency?: number;
  // Between looks for work while idle; 1 s unless told.
  pollIntervalMs?: number;
  // How long a claim holds without renewal; 60 s unless told. Recovery of
  // dead runners' jobs also runs this often.
  leaseMs?: number;
  // Least time between two progress writes of a job; 250 ms unless told.
  progressIntervalMs?: number;
}

/**
 * Runs the queued jobs of the kinds it has handlers for (decision 0019):
 * one runner per process, polling while started, woken after an enqueue.
 */
export class JobRunner {
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly runs = new Map<
    number,
    { run: JobRun; done: Promise<void> }
  >();
  private readonly concurrency: number;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly progressIntervalMs: number;
  private claiming: Promise<unknown> = Promise.resolve();
  private ticking: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private isPolling = false;
  private isTicking = false;
  private isWoken = false;
  private isStopping = false;
  private lastRecovery = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly options: JobRunnerOptions,
  ) {
    this.concurrency = options.concurrency ?? 1;
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.progressIntervalMs = options.progressIntervalMs ?? 250;
  }

  register(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`job kind ${kind} twice`);
    this.handlers.set(kind, handler);
  }

  /** Gives back (or fails) the running jobs whose lease ran out. */
  recover(): Promise<RecoveredJobs> {
    this.lastRecovery = Date.now();
    return recoverJobs(this.db, new Date());
  }

  /** Starts polling for work. */
  start(): void {
    if (this.isStopping) return;
    this.isPolling = true;
    this.wake();
  }

  /** Looks for work now (after an enqueue) rather than at the next poll. */
  wake(): void {
    if (!this.isPolling || this.isStopping) return;
    if (this.isTicking) this.isWoken = true;
    else this.schedule(0);
  }

  /** Claims jobs up to the free slots and waits for them; how many ran. */
  async runOnce(): Promise<number> {
    const started = await this.fill();
    await Promise.all(started);
    return started.length;
  }

  /** Runs jobs until none is due and none is running. */
  async drain(): Promise<void> {
    for (;;) {
      const ran = await this.runOnce();
      if (ran > 0) continue;
      if (this.runs.size === 0) return;
      await Promise.all([...this.runs.values()].map(({ done }) => done));
    }
  }

  /** Stops polling, aborts running handlers and waits for them to end. */
  async stop(): Promise<void> {
    this.isStopping = true;
    this.isPolling = false;
    clearTimeout(this.timer);
    await Promise.all([this.ticking, this.claiming]);
    const running = [...this.runs.values()];
    for (const { run } of running) run.stop('shutdown');
    await Promise.all(running.map(({ done }) => done));
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.ticking = this.tick();
    }, delayMs);
    // The server's socket keeps the process alive, not an idle poll.
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.isTicking = true;
    this.isWoken = false;
    try {
      if (Date.now() - this.lastRecovery >= this.leaseMs) await this.recover();
      await this.fill();
    } catch (error) {
      this.options.log.error({ err: error }, 'job poll failed');
    } finally {
      this.isTicking = false;
    }
    if (this.isPolling && !this.isStopping) {
      this.schedule(this.isWoken ? 0 : this.pollIntervalMs);
    }
  }

  // Claims run one after another, so the free slots are counted right.
  private fill(): Promise<Promise<void>[]> {
    const started = this.claiming.then(() => this.claimFreeSlots());
    this.claiming = started.catch(() => undefined);
    return started;
  }

  private async claimFreeSlots(): Promise<Promise<void>[]> {
    const started: Promise<void>[] = [];
    while (!this.isStopping && this.runs.size < this.concurrency) {
      const row = await claimJob(this.db, {
        workerId: this.workerId,
        kinds: [...this.handlers.keys()],
        leaseMs: this.leaseMs,
        now: new Date(),
      });
      if (!row) break;
      started.push(this.launch(row));
    }
    return started;
  }

  private launch(row: JobRow): Promise<void> {
    const run = new JobRun(
      {
        db: this.db,
        workerId: this.workerId,
        leaseMs: this.leaseMs,
        progressIntervalMs: this.progressIntervalMs,
        log: this.options.log,
      },
      row,
    );
    const done = run.execute(this.handlers.get(row.kind)!).finally(() => {
      this.runs.delete(row.id);
      this.wake();
    });
    this.runs.set(row.id, { run, done });
    return done;
  }
}
