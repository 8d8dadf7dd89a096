import { expect, it } from 'vitest';
import { describeEachDialect } from '../testing/each-dialect';
import { collectingLog, inMs, jobRow } from '../testing/jobs';
import { claimInKilledChild } from '../testing/killed-job';
import { useTestDb } from '../testing/test-db';
import { JobRunner } from './job-runner';
import { enqueueJob, recoverJobs } from './jobs.repository';

// The runner's default lease.
const LEASE_MS = 60_000;

describeEachDialect('a job whose process was killed', (dialect) => {
  const db = useTestDb(dialect, { seedDemo: false });

  it('should stay running until its lease runs out, then run again', async () => {
    const id = await enqueueJob(db(), {
      kind: 'export',
      payload: null,
      maxAttempts: 2,
    });
    const workerId = await claimInKilledChild(db(), 'export');
    expect(await jobRow(db(), id)).toMatchObject({
      status: 'running',
      locked_by: workerId,
      attempts: 1,
    });

    // A live runner's lease is not taken from it.
    await recoverJobs(db(), new Date());
    expect((await jobRow(db(), id)).status).toBe('running');
    await recoverJobs(db(), inMs(LEASE_MS + 1_000));
    expect((await jobRow(db(), id)).status).toBe('queued');

    const runner = new JobRunner(db(), { log: collectingLog() });
    runner.register('export', async () => {});
    await runner.drain();
    expect(await jobRow(db(), id)).toMatchObject({
      status: 'completed',
      attempts: 2,
    });
  });
});
