import { expect, it } from 'vitest';
import { storedRollups, summedRollups } from '../../testing/activity-rollups';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestDb } from '../../testing/test-db';
import { activityRollups } from './migration-0028-activity-rollups';

// A daily row as the writer keeps them.
const daily = (
  accountId: number,
  userId: number,
  day: string,
  module: string,
  counters: Partial<
    Record<'sign_ins' | 'failed_sign_ins' | 'searches' | 'changes', number>
  >,
) => ({
  account_id: accountId,
  user_id: userId,
  day,
  module,
  sign_ins: 0,
  failed_sign_ins: 0,
  searches: 0,
  company_views: 0,
  exports: 0,
  changes: 0,
  ...counters,
});

describeEachDialect('migration 0028: activity rollups', (dialect) => {
  const getDb = useTestDb(dialect, { seedDemo: false });

  it('should fill the rollups from the daily counters already there', async () => {
    const db = getDb();
    await db
      .insertInto('activity_daily')
      .values([
        // Wednesday Dec 31 and Sunday Jan 4: one week, two years.
        daily(1, 10, '2025-12-31', '', { sign_ins: 1 }),
        daily(1, 10, '2025-12-31', 'pc', { searches: 4 }),
        daily(1, 10, '2026-01-04', 'eb', { changes: 2 }),
        daily(1, 10, '2026-01-05', 'pc', { searches: 1 }),
        daily(1, 11, '2025-12-29', '', { failed_sign_ins: 3 }),
        daily(1, 11, '2026-01-01', '', { sign_ins: 1 }),
        daily(2, 20, '2026-01-01', 'pc', { searches: 7 }),
      ])
      .execute();
    const migration = activityRollups(dialect);
    await migration.down!(db);
    await migration.up(db);

    const stored = await storedRollups(db);
    expect(stored).toEqual(await summedRollups(db));
    expect(
      stored.weekly.map((r) => [r.user_id, r.period, r.last_active]),
    ).toEqual([
      [10, '2025-12-29', '2026-01-04'],
      [10, '2026-01-05', '2026-01-05'],
      [11, '2025-12-29', '2026-01-01'],
      [20, '2025-12-29', '2026-01-01'],
    ]);
    expect(
      stored.monthly.map((r) => [
        r.user_id,
        r.period,
        r.searches,
        r.last_active,
      ]),
    ).toEqual([
      [10, '2025-12-01', 4, '2025-12-31'],
      [10, '2026-01-01', 1, '2026-01-05'],
      [11, '2025-12-01', 0, null],
      [11, '2026-01-01', 0, '2026-01-01'],
      [20, '2026-01-01', 7, '2026-01-01'],
    ]);
    expect(
      stored.accountDaily.map((r) => [r.account_id, r.period, r.active_users]),
    ).toEqual([
      [1, '2025-12-29', 0],
      [1, '2025-12-31', 1],
      [1, '2026-01-01', 1],
      [1, '2026-01-04', 1],
      [1, '2026-01-05', 1],
      [2, '2026-01-01', 1],
    ]);
  });
});
