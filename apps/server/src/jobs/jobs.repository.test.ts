import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../testing/each-dialect';
import { inMs, jobRow } from '../testing/jobs';
import { useTestDb } from '../testing/test-db';
import {
  claimJob,
  enqueueJob,
  recoverJobs,
  requestCancel,
} from './jobs.repository';

const LEASE_MS = 60_000;

describeEachDialect('the jobs table', (dialect) => {
  const db = useTestDb(dialect, { seedDemo: false });
  const claim = (workerId: string, kinds = ['export'], now = new Date()) =>
    claimJob(db(), { workerId, kinds, leaseMs: LEASE_MS, now });

  beforeEach(async () => {
    await db().deleteFrom('jobs').execute();
  });

  it('should queue a job with its payload as JSON', async () => {
    const id = await enqueueJob(db(), { kind: 'export', payload: { a: 1 } });
    expect(await jobRow(db(), id)).toMatchObject({
      kind: 'export',
      payload: '{"a":1}',
      status: 'queued',
      attempts: 0,
      max_attempts: 3,
      cancel_requested: 0,
      locked_by: null,
    });
  });

  it('should claim the oldest due job of a known kind once', async () => {
    await enqueueJob(db(), { kind: 'mail', payload: null });
    await enqueueJob(db(), {
      kind: 'export',
      payload: 1,
      runAfter: inMs(LEASE_MS),
    });
    const first = await enqueueJob(db(), { kind: 'export', payload: 2 });
    const second = await enqueueJob(db(), { kind: 'export', payload: 3 });

    const claimed = await claim('worker-a');
    expect(claimed).toMatchObject({
      id: first,
      status: 'running',
      attempts: 1,
      locked_by: 'worker-a',
    });
    expect(claimed!.lease_until! > new Date().toISOString()).toBe(true);
    expect((await claim('worker-b'))?.id).toBe(second);
    expect(await claim('worker-c')).toBeUndefined();
    expect(await claim('worker-c', [])).toBeUndefined();
  });

  it('should queue again a job whose lease ran out, then fail it after its last attempt', async () => {
    const id = await enqueueJob(db(), {
      kind: 'export',
      payload: null,
      maxAttempts: 2,
    });
    await claim('dead-1');
    expect(await recoverJobs(db(), new Date())).toEqual({
      requeued: 0,
      failed: 0,
      cancelled: 0,
    });
    expect((await jobRow(db(), id)).status).toBe('running');

    const expired = inMs(LEASE_MS + 1);
    expect(await recoverJobs(db(), expired)).toEqual({
      requeued: 1,
      failed: 0,
      cancelled: 0,
    });
    expect(await jobRow(db(), id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      locked_by: null,
      lease_until: null,
    });

    expect((await claim('dead-2', ['export'], expired))?.attempts).toBe(2);
    expect(await recoverJobs(db(), inMs(2 * LEASE_MS + 2))).toEqual({
      requeued: 0,
      failed: 1,
      cancelled: 0,
    });
    expect(await jobRow(db(), id)).toMatchObject({
      status: 'failed',
      error: 'The job was interrupted and could not be finished.',
      locked_by: null,
      finished_at: expect.any(String),
    });
  });

  it('should cancel a queued job at once and mark a running one', async () => {
    const queued = await enqueueJob(db(), { kind: 'export', payload: null });
    expect(await requestCancel(db(), queued)).toBe('cancelled');
    expect(await jobRow(db(), queued)).toMatchObject({
      status: 'cancelled',
      finished_at: expect.any(String),
    });
    expect(await claim('worker-a')).toBeUndefined();

    const running = await enqueueJob(db(), { kind: 'export', payload: null });
    await claim('worker-a');
    expect(await requestCancel(db(), running)).toBe('running');
    expect((await jobRow(db(), running)).cancel_requested).toBe(1);
    expect(await requestCancel(db(), running + 1000)).toBeUndefined();
  });

  it("should cancel, not queue again, a dead runner's job whose cancel was asked", async () => {
    const id = await enqueueJob(db(), { kind: 'export', payload: null });
    await claim('dead');
    await requestCancel(db(), id);
    expect(await recoverJobs(db(), inMs(LEASE_MS + 1))).toEqual({
      requeued: 0,
      failed: 0,
      cancelled: 1,
    });
    expect((await jobRow(db(), id)).status).toBe('cancelled');
  });
});
