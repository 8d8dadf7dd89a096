import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../testing/each-dialect';
import { collectingLog, deferred, jobRow } from '../testing/jobs';
import { useTestDb } from '../testing/test-db';
import { JOB_FAILED, JobError } from './job-error';
import { JobRunner, type JobRunnerOptions } from './job-runner';
import { enqueueJob, requestCancel } from './jobs.repository';

describeEachDialect('the job runner', (dialect) => {
  const db = useTestDb(dialect, { seedDemo: false });
  let log = collectingLog();
  let runner: JobRunner;
  const newRunner = (options: Partial<JobRunnerOptions> = {}) => {
    runner = new JobRunner(db(), { log, ...options });
    return runner;
  };
  const enqueue = (payload: unknown = null) =>
    enqueueJob(db(), { kind: 'test', payload });

  beforeEach(async () => {
    await db().deleteFrom('jobs').execute();
    log = collectingLog();
  });
  afterEach(() => runner.stop());

  it('should run a queued job with its payload and complete it', async () => {
    const seen: unknown[] = [];
    newRunner().register('test', async (job) => {
      seen.push(job.payload);
    });
    const id = await enqueue({ file: 'a.csv' });
    expect(await runner.runOnce()).toBe(1);
    expect(seen).toEqual([{ file: 'a.csv' }]);
    expect(await jobRow(db(), id)).toMatchObject({
      status: 'completed',
      attempts: 1,
      locked_by: null,
      lease_until: null,
      error: null,
      finished_at: expect.any(String),
    });
    expect(await runner.runOnce()).toBe(0);
  });

  it('should fail a job with a JobError message, or a generic reason and a log entry', async () => {
    const errors = [
      new JobError('The list is too long to export.'),
      new Error('at secret.ts:12'),
    ];
    newRunner().register('test', async () => {
      throw errors.shift();
    });
    const known = await enqueue();
    const unknown = await enqueue();
    await runner.drain();
    expect(await jobRow(db(), known)).toMatchObject({
      status: 'failed',
      error: 'The list is too long to export.',
    });
    expect(await jobRow(db(), unknown)).toMatchObject({
      status: 'failed',
      error: JOB_FAILED,
    });
    expect(log.errors).toEqual([expect.objectContaining({ jobId: unknown })]);
  });

  it('should abort a running job whose cancel was asked and cancel it', async () => {
    const started = deferred();
    let wasAborted = false;
    newRunner({ leaseMs: 60 }).register('test', async (_job, { signal }) => {
      started.resolve();
      await new Promise((resolve) => signal.addEventListener('abort', resolve));
      wasAborted = signal.aborted;
      signal.throwIfAborted();
    });
    const id = await enqueue();
    const run = runner.runOnce();
    await started.promise;
    expect(await requestCancel(db(), id)).toBe('running');
    await run;
    expect(wasAborted).toBe(true);
    expect(await jobRow(db(), id)).toMatchObject({
      status: 'cancelled',
      error: null,
    });
    expect(log.errors).toEqual([]);
  });

  it('should store progress at most every interval and the last report', async () => {
    const reported = deferred();
    const resume = deferred();
    newRunner({ progressIntervalMs: 60_000 }).register(
      'test',
      async (_job, { progress }) => {
        await progress(1, 10);
        await progress(2, 10);
        reported.resolve();
        await resume.promise;
        await progress(10, 10);
      },
    );
    const id = await enqueue();
    const run = runner.runOnce();
    await reported.promise;
    expect(await jobRow(db(), id)).toMatchObject({
      progress_done: 1,
      progress_total: 10,
    });
    resume.resolve();
    await run;
    expect(await jobRow(db(), id)).toMatchObject({
      status: 'completed',
      progress_done: 10,
      progress_total: 10,
    });
  });

  it('should run a job at once when woken while polling', async () => {
    const ran = deferred<number>();
    newRunner({ pollIntervalMs: 60_000 }).register('test', async (job) =>
      ran.resolve(job.id),
    );
    runner.start();
    const id = await enqueue();
    runner.wake();
    expect(await ran.promise).toBe(id);
  });

  it('should give a running job back to the queue when stopped', async () => {
    const started = deferred();
    newRunner().register('test', async (_job, { signal }) => {
      started.resolve();
      await new Promise((resolve) => signal.addEventListener('abort', resolve));
      signal.throwIfAborted();
    });
    const id = await enqueue();
    const run = runner.runOnce();
    await started.promise;
    await runner.stop();
    await run;
    expect(await jobRow(db(), id)).toMatchObject({
      status: 'queued',
      attempts: 0,
      locked_by: null,
    });
    expect(await runner.runOnce()).toBe(0);
  });
});
