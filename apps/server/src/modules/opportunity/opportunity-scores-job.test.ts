import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { OPPORTUNITY_SCORES_JOB } from '../../data-model/opportunity-tables';
import type { Db } from '../../db/database';
import type { ClaimedJob, JobContext } from '../../jobs/index';
import { ingestContestBook } from '../../testing/contest-book';
import { describeEachDialect } from '../../testing/each-dialect';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { nextDailyRun } from '../alerts/index';
import { opportunityScoresHandler } from './opportunity-scores-job';

const job = (attempts: number): ClaimedJob => ({
  id: -1,
  kind: OPPORTUNITY_SCORES_JOB,
  payload: null,
  attempts,
  maxAttempts: 3,
  createdAt: new Date().toISOString(),
});

const context = (db: Db): JobContext => ({
  db,
  signal: new AbortController().signal,
  progress: async () => undefined,
});

// A database on which the scoring's first read fails; the jobs table works.
const failingReads = (db: Db): Db =>
  new Proxy(db, {
    get(target, key) {
      if (key === 'selectFrom') {
        return (table: string) => {
          if (table === 'search_companies') throw new Error('disk gone');
          return target.selectFrom(table as 'jobs');
        };
      }
      const value = Reflect.get(target, key) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

// The scoring job's own handling of a slice: what it queues after it.
describeEachDialect('the opportunity scoring job', (dialect) => {
  let t: TestApp;
  const queued = () =>
    t.db
      .selectFrom('jobs')
      .select(['run_after', 'payload'])
      .where('kind', '=', OPPORTUNITY_SCORES_JOB)
      .where('status', '=', 'queued')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await ingestContestBook(t);
  }, 120_000);
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db
      .deleteFrom('jobs')
      .where('kind', '=', OPPORTUNITY_SCORES_JOB)
      .execute();
  });

  it("should queue tomorrow's run once a run has scored every company", async () => {
    await opportunityScoresHandler(job(1), context(t.db));
    const next = await queued();
    expect(next).toHaveLength(1);
    const at = new Date(next[0]!.run_after).getTime();
    // Within the same minute as the daily run's hour of tomorrow (or today).
    expect(Math.abs(at - nextDailyRun(new Date(), 2).getTime())).toBeLessThan(
      60_000,
    );
    expect(JSON.parse(next[0]!.payload)).toBeNull();
    const scored = await t.db
      .selectFrom('opportunity_scores')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(scored.n)).toBeGreaterThan(0);
  });

  it('should queue nothing after a failed slice that will be tried again', async () => {
    await expect(
      opportunityScoresHandler(job(1), context(failingReads(t.db))),
    ).rejects.toThrow('disk gone');
    expect(await queued()).toEqual([]);
  });

  it("should queue tomorrow's run after the last attempt failed", async () => {
    await expect(
      opportunityScoresHandler(job(3), context(failingReads(t.db))),
    ).rejects.toThrow('disk gone');
    const next = await queued();
    expect(next).toHaveLength(1);
    expect(new Date(next[0]!.run_after).getTime()).toBeGreaterThan(Date.now());
  });
});
