import { expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestDb } from '../../testing/test-db';
import {
  ACTIVITY_CLEANUP_JOB,
  activityCleanupHandler,
  deleteOldActivity,
  retentionCutoff,
} from './activity-cleanup';

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
