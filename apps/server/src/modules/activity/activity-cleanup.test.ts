import type { FastifyBaseLogger } from 'fastify';
import { expect, it, vi } from 'vitest';
import { storedRollups, summedRollups } from '../../testing/activity-rollups';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestDb } from '../../testing/test-db';
import {
  ACTIVITY_CLEANUP_JOB,
  activityCleanupHandler,
  deleteOldActivity,
  retentionCutoff,
} from './activity-cleanup';
import { ActivityWriter } from './activity-writer';

describeEachDialect('activity clean-up', (dialect) => {
  const getDb = useTestDb(dialect, { seedDemo: false });
  const now = new Date('2026-11-27T03:00:00Z');

  async function addDay(day: string, userId: number) {
    const db = getDb();
    await db
      .insertInto('activity_log')
      .values({
        at: `${day}T10:00:00.000Z`,
        day,
        account_id: 1,
        user_id: userId,
        module: 'pc',
        action: 'search',
        summary: '',
        result_count: null,
      })
      .execute();
    await db
      .insertInto('activity_daily')
      .values({
        account_id: 1,
        user_id: userId,
        day,
        module: 'pc',
        sign_ins: 0,
        failed_sign_ins: 0,
        searches: 1,
        company_views: 0,
        exports: 0,
        changes: 0,
      })
      .execute();
  }

  it('should keep 25 months: the cutoff day and after stay', () => {
    expect(retentionCutoff(now)).toBe('2024-10-27');
    expect(retentionCutoff(new Date('2026-03-31T00:00:00Z'))).toBe(
      '2024-03-02',
    );
  });

  it('should delete log entries and daily counters older than 25 months', async () => {
    const db = getDb();
    await addDay('2024-10-26', 1);
    await addDay('2024-10-27', 1);
    await addDay('2026-11-26', 1);
    expect(await deleteOldActivity(db, now)).toEqual({ log: 1, daily: 1 });
    const days = await db
      .selectFrom('activity_daily')
      .select('day')
      .orderBy('day')
      .execute();
    expect(days.map((row) => row.day)).toEqual(['2024-10-27', '2026-11-26']);
    const log = await db
      .selectFrom('activity_log')
      .select('day')
      .orderBy('day')
      .execute();
    expect(log.map((row) => row.day)).toEqual(['2024-10-27', '2026-11-26']);
  });

  it('should queue its next daily run once', async () => {
    const db = getDb();
    const signal = new AbortController().signal;
    const ctx = { db, signal, progress: async () => {} };
    const job = {
      id: 0,
      kind: ACTIVITY_CLEANUP_JOB,
      payload: {},
      attempts: 1,
      maxAttempts: 3,
      createdAt: now.toISOString(),
    };
    await activityCleanupHandler(job, ctx);
    await activityCleanupHandler(job, ctx);
    const queued = await db
      .selectFrom('jobs')
      .select(['kind', 'status', 'run_after'])
      .where('kind', '=', ACTIVITY_CLEANUP_JOB)
      .execute();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.status).toBe('queued');
    expect(new Date(queued[0]!.run_after).getTime()).toBeGreaterThan(
      Date.now(),
    );
  });
});

describeEachDialect('activity clean-up of the rollups', (dialect) => {
  const getDb = useTestDb(dialect, { seedDemo: false });
  const now = new Date('2026-11-27T03:00:00Z');

  it('should keep the rollups the sums of the daily rows it keeps', async () => {
    const db = getDb();
    const writer = new ActivityWriter(
      db,
      { warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger,
      { flushMs: 60_000 },
    );
    // The cutoff, Sunday 2024-10-27, ends the week of Monday 2024-10-21.
    const days: [number, string][] = [
      [1, '2024-09-30'],
      [1, '2024-10-20'],
      [1, '2024-10-21'],
      [1, '2024-10-26'],
      [1, '2024-10-27'],
      [1, '2024-10-28'],
      [2, '2024-10-25'],
      [2, '2024-11-02'],
    ];
    for (const [userId, day] of days) {
      writer.record({
        accountId: 1,
        userId,
        action: 'search',
        module: 'pc',
        at: new Date(`${day}T10:00:00Z`),
      });
    }
    await writer.flush();
    await deleteOldActivity(db, now);

    const stored = await storedRollups(db);
    expect(stored).toEqual(await summedRollups(db));
    expect(
      stored.weekly.map((r) => [
        r.user_id,
        r.period,
        r.searches,
        r.last_active,
      ]),
    ).toEqual([
      [1, '2024-10-21', 1, '2024-10-27'],
      [1, '2024-10-28', 1, '2024-10-28'],
      [2, '2024-10-28', 1, '2024-11-02'],
    ]);
    expect(
      stored.monthly.map((r) => [r.user_id, r.period, r.searches]),
    ).toEqual([
      [1, '2024-10-01', 2],
      [2, '2024-11-01', 1],
    ]);
    expect(stored.accountDaily.map((r) => r.period)).toEqual([
      '2024-10-27',
      '2024-10-28',
      '2024-11-02',
    ]);
  });
});
