import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { expect, it, vi } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { runAsOf } from '../../shared/as-of';
import { insertTestAccount } from '../../testing/accounts';
import { describeEachDialect } from '../../testing/each-dialect';
import { openTestDatabase } from '../../testing/test-database';
import { useTestDb } from '../../testing/test-db';
import { ActivityWriter } from './activity-writer';

const quietLog = () =>
  ({ warn: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger;

describeEachDialect('ActivityWriter', (dialect) => {
  const getDb = useTestDb(dialect, { seedDemo: false });

  async function accountWithUser(accountType: number) {
    const accountId = await insertTestAccount(getDb(), accountType);
    return { accountId, userId: 1000 + accountId };
  }

  it('writes queued entries with their daily counters, adding to a day', async () => {
    const db = getDb();
    const writer = new ActivityWriter(db, quietLog(), { flushMs: 10_000 });
    const { accountId, userId } = await accountWithUser(2);
    const at = new Date('2026-11-20T10:00:00Z');
    writer.record({ accountId, userId, action: 'sign_in', at });
    writer.record({
      accountId,
      userId,
      action: 'search',
      module: 'pc',
      summary: 'TX; 10-50 employees',
      resultCount: 412,
      at,
    });
    await writer.flush();
    writer.record({ accountId, userId, action: 'search', module: 'pc', at });
    writer.record({
      accountId,
      userId,
      action: 'favorite_add',
      module: 'pc',
      at,
    });
    await writer.flush();

    const log = await db
      .selectFrom('activity_log')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('id')
      .execute();
    expect(log.map((row) => row.action)).toEqual([
      'sign_in',
      'search',
      'search',
      'favorite_add',
    ]);
    expect(log[1]).toMatchObject({
      user_id: userId,
      module: 'pc',
      day: '2026-11-20',
      summary: 'TX; 10-50 employees',
      result_count: 412,
    });
    const daily = await db
      .selectFrom('activity_daily')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('module')
      .execute();
    expect(daily).toEqual([
      expect.objectContaining({ module: '', sign_ins: 1, searches: 0 }),
      expect.objectContaining({ module: 'pc', searches: 2, changes: 1 }),
    ]);
  });

  it('stamps entries as of the instant played, and counts a search again on another played day', async () => {
    const db = getDb();
    const writer = new ActivityWriter(db, quietLog(), { flushMs: 10_000 });
    const { accountId, userId } = await accountWithUser(2);
    const search = {
      accountId,
      userId,
      action: 'search',
      module: 'pc',
    } as const;
    const runAt = (iso: string) =>
      runAsOf(new Date(iso), () => {
        writer.record({ accountId, userId, action: 'sign_in' });
        writer.recordOnce(search, 'TX', () => 'TX');
      });
    runAt('2026-01-12T14:00:00Z');
    // Ten minutes later the same criteria are the same search.
    runAt('2026-01-12T14:10:00Z');
    runAt('2026-01-13T14:00:00Z');
    await writer.flush();

    const log = await db
      .selectFrom('activity_log')
      .select(['action', 'at', 'day'])
      .where('account_id', '=', accountId)
      .orderBy('id')
      .execute();
    expect(log.map((row) => [row.action, row.day])).toEqual([
      ['sign_in', '2026-01-12'],
      ['search', '2026-01-12'],
      ['sign_in', '2026-01-12'],
      ['sign_in', '2026-01-13'],
      ['search', '2026-01-13'],
    ]);
    expect(log[0]!.at.startsWith('2026-01-12T14:00:0')).toBe(true);
    const daily = await db
      .selectFrom('activity_daily')
      .select(['day', 'module', 'sign_ins', 'searches'])
      .where('account_id', '=', accountId)
      .orderBy('day')
      .orderBy('module')
      .execute();
    expect(daily).toEqual([
      { day: '2026-01-12', module: '', sign_ins: 2, searches: 0 },
      { day: '2026-01-12', module: 'pc', sign_ins: 0, searches: 1 },
      { day: '2026-01-13', module: '', sign_ins: 1, searches: 0 },
      { day: '2026-01-13', module: 'pc', sign_ins: 0, searches: 1 },
    ]);
  });

  it('never identifies internal staff', async () => {
    const db = getDb();
    const writer = new ActivityWriter(db, quietLog());
    const { accountId, userId } = await accountWithUser(7);
    writer.record({ accountId, userId, action: 'company_view', module: 'eb' });
    await writer.flush();
    const log = await db
      .selectFrom('activity_log')
      .select(['user_id', 'action'])
      .where('account_id', '=', accountId)
      .execute();
    expect(log).toEqual([{ user_id: null, action: 'company_view' }]);
    const daily = await db
      .selectFrom('activity_daily')
      .select('user_id')
      .where('account_id', '=', accountId)
      .execute();
    expect(daily).toEqual([]);
  });

  it('never fails the caller when the database refuses, and writes the batch once it can', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'edge-activity-'));
    const database = await openTestDatabase(dialect, dir);
    try {
      const db = database.handle.db;
      const log = quietLog();
      const writer = new ActivityWriter(db, log, { flushMs: 60_000 });
      // Not migrated yet: the activity tables do not exist.
      expect(() =>
        writer.record({ accountId: 1, userId: 1, action: 'sign_in' }),
      ).not.toThrow();
      await expect(writer.flush()).resolves.toBeUndefined();
      expect(log.error).toHaveBeenCalledTimes(1);

      await migrateToLatest(db, dialect);
      await writer.flush();
      const rows = await db
        .selectFrom('activity_log')
        .select('action')
        .execute();
      expect(rows).toEqual([{ action: 'sign_in' }]);
    } finally {
      await database.dispose();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
