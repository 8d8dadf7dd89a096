import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDb, databaseTargetOf } from '../db/create-db';
import type { Db } from '../db/database';
import { describeEachDialect } from '../testing/each-dialect';
import { collectingLog } from '../testing/jobs';
import { useTestDb } from '../testing/test-db';
import { JobRunner } from './job-runner';
import { enqueueJob } from './jobs.repository';

const JOBS = 20;
const CLAIMERS = 4;

describeEachDialect('claiming jobs from several connections', (dialect) => {
  const db = useTestDb(dialect, { seedDemo: false });
  // One connection each, as separate app servers would have.
  let connections: Db[] = [];
  beforeAll(() => {
    const target = databaseTargetOf(db())!;
    connections = Array.from({ length: CLAIMERS }, () => createDb(target).db);
  });
  afterAll(async () => {
    await Promise.all(connections.map((connection) => connection.destroy()));
  });

  it('should run every job exactly once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < JOBS; i += 1)
      ids.push(await enqueueJob(db(), { kind: 'count', payload: i }));
    const runs: { id: number; workerId: string }[] = [];
    const runners = connections.map((connection) => {
      const runner = new JobRunner(connection, {
        log: collectingLog(),
        concurrency: 2,
      });
      runner.register('count', async (job) => {
        runs.push({ id: job.id, workerId: runner.workerId });
        // Let the other claimers in while this job runs.
        await nextTurn();
      });
      return runner;
    });

    await Promise.all(runners.map((runner) => runner.drain()));

    expect(runs.map((run) => run.id).sort((a, b) => a - b)).toEqual(ids);
    const rows = await db()
      .selectFrom('jobs')
      .select(['status', 'attempts'])
      .execute();
    expect(rows).toEqual(ids.map(() => ({ status: 'completed', attempts: 1 })));
    if (dialect === 'postgres') {
      expect(new Set(runs.map((run) => run.workerId)).size).toBeGreaterThan(1);
    }
  });
});
