import type { FastifyBaseLogger } from 'fastify';
import { expect, it, vi } from 'vitest';
import { storedRollups, summedRollups } from '../../testing/activity-rollups';
import { insertTestAccount } from '../../testing/accounts';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestDb } from '../../testing/test-db';
import { ActivityWriter, type ActivityEntry } from './activity-writer';

const quietLog = () =>
  ({ warn: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger;

describeEachDialect('activity rollups kept by the writer', (dialect) => {
  const getDb = useTestDb(dialect, { seedDemo: false });

  const account = (accountType = 2) => insertTestAccount(getDb(), accountType);

  const entry = (
    accountId: number,
    userId: number,
    action: ActivityEntry['action'],
    day: string,
    module: ActivityEntry['module'] = 'pc',
  ): ActivityEntry => ({
    accountId,
    userId,
    action,
    module,
    at: new Date(`${day}T12:00:00Z`),
  });

  it('should keep each rollup the sum of its daily rows, across a week and a month edge', async () => {
    const db = getDb();
    const writer = new ActivityWriter(db, quietLog(), { flushMs: 60_000 });
    const meridian = await account();
    const northstar = await account();
    const staff = await account(7);
    // Saturday Oct 31 and Sunday Nov 1 are one week, two months.
    for (const e of [
      entry(meridian, 1, 'sign_in', '2026-10-30', null),
      entry(meridian, 1, 'search', '2026-10-30'),
      entry(meridian, 1, 'search', '2026-10-31', 'eb'),
      entry(meridian, 1, 'favorite_add', '2026-10-31'),
      entry(meridian, 2, 'sign_in_failed', '2026-10-31', null),
      entry(meridian, 1, 'company_view', '2026-11-01'),
      entry(northstar, 3, 'search', '2026-11-01'),
      entry(staff, 4, 'search', '2026-11-01'),
    ]) {
      writer.record(e);
    }
    await writer.flush();
    // A second batch adds to those rows, and brings an earlier day.
    for (const e of [
      entry(meridian, 1, 'export', '2026-11-02'),
      entry(meridian, 1, 'search', '2026-10-29'),
      entry(meridian, 2, 'sign_in_failed', '2026-11-01', null),
      entry(meridian, 2, 'sign_in', '2026-10-31', null),
      entry(northstar, 3, 'search', '2026-11-01', 'eb'),
    ]) {
      writer.record(e);
    }
    await writer.flush();

    const stored = await storedRollups(db);
    expect(stored).toEqual(await summedRollups(db));
    expect(
      stored.weekly.filter((r) => r.user_id === 1).map((r) => r.period),
    ).toEqual(['2026-10-26', '2026-11-02']);
    expect(
      stored.weekly.find((r) => r.user_id === 1 && r.period === '2026-10-26'),
    ).toMatchObject({
      sign_ins: 1,
      searches: 3,
      company_views: 1,
      changes: 1,
      last_active: '2026-11-01',
    });
    expect(
      stored.monthly
        .filter((r) => r.user_id === 2)
        .map((r) => [r.period, r.failed_sign_ins, r.last_active]),
    ).toEqual([
      ['2026-10-01', 1, '2026-10-31'],
      ['2026-11-01', 1, null],
    ]);
    expect(
      stored.accountDaily
        .filter((r) => r.account_id === meridian)
        .map((r) => [r.period, r.active_users]),
    ).toEqual([
      ['2026-10-29', 1],
      ['2026-10-30', 1],
      ['2026-10-31', 2],
      ['2026-11-01', 1],
      ['2026-11-02', 1],
    ]);
    // Internal staff are counted nowhere.
    expect(
      [...stored.weekly, ...stored.monthly, ...stored.accountDaily].filter(
        (r) => r.account_id === staff,
      ),
    ).toEqual([]);
  });

  it('should add a batch of more keys than one statement writes', async () => {
    const db = getDb();
    const writer = new ActivityWriter(db, quietLog(), {
      flushMs: 60_000,
      maxBatch: 2_000,
    });
    const accountId = await account();
    for (let userId = 5_000; userId < 5_600; userId += 1) {
      writer.record(entry(accountId, userId, 'search', '2026-11-30'));
      writer.record(entry(accountId, userId, 'export', '2026-12-01'));
    }
    await writer.flush();
    const stored = await storedRollups(db);
    expect(stored).toEqual(await summedRollups(db));
    expect(
      stored.weekly.filter((r) => r.account_id === accountId),
    ).toHaveLength(600);
    expect(
      stored.monthly.filter((r) => r.account_id === accountId),
    ).toHaveLength(1_200);
  });
});
