import {
  activityChartBucket,
  shiftDay,
  type ActivityAction,
  type ActivityChartBucket,
} from '@edge/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { beforeAll, expect, it, vi } from 'vitest';
import type { Db } from '../../../db/database';
import { describeEachDialect } from '../../../testing/each-dialect';
import { useTestDb } from '../../../testing/test-db';
import { monthOf, weekOf } from '../activity-periods';
import { ActivityWriter } from '../activity-writer';
import {
  sumsPerBucket,
  sumsPerGroup,
  sumsPerUser,
} from './activity-reports.repository';
import type { ActivityScope, DayRange } from './activity-scope';

// Ranges across month, week and year edges, short to two years, and past
// both ends of the activity (2025-01-01 to 2026-03-31).
const RANGES: DayRange[] = [
  { from: '2025-01-15', to: '2026-01-14' },
  { from: '2025-01-01', to: '2026-01-01' },
  { from: '2025-01-03', to: '2026-03-20' },
  { from: '2025-02-01', to: '2025-02-28' },
  { from: '2025-03-03', to: '2025-06-01' },
  { from: '2025-05-17', to: '2025-05-21' },
  { from: '2025-06-11', to: '2025-09-30' },
  { from: '2024-12-01', to: '2026-03-31' },
  { from: '2024-04-01', to: '2026-03-31' },
];

interface Daily {
  account_id: number;
  user_id: number;
  day: string;
  sign_ins: number;
  searches: number;
  company_views: number;
  exports: number;
  changes: number;
}

const figures = (rows: Daily[]) => ({
  signIns: rows.reduce((n, r) => n + r.sign_ins, 0),
  searches: rows.reduce((n, r) => n + r.searches, 0),
  companyViews: rows.reduce((n, r) => n + r.company_views, 0),
  exports: rows.reduce((n, r) => n + r.exports, 0),
});
const isActive = (r: Daily) =>
  r.sign_ins + r.searches + r.company_views + r.exports + r.changes > 0;
const activeUsers = (rows: Daily[]) =>
  new Set(rows.filter(isActive).map((r) => r.user_id)).size;

function groupBy<T>(rows: T[], keyOf: (row: T) => string | number) {
  const groups = new Map<string | number, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

const byUser = (a: { userId: number }, b: { userId: number }) =>
  a.userId - b.userId;
const byDay = (a: { day: string }, b: { day: string }) =>
  a.day.localeCompare(b.day);

describeEachDialect('reports over the rollups', (dialect) => {
  const getDb = useTestDb(dialect);
  let accountId = 0;
  let groupId = 0;
  let members: number[] = [];
  let daily: Daily[] = [];

  // Two accounts' users active on some days of 15 months, doing a mix.
  async function writeActivity(
    db: Db,
    users: { id: number; account_id: number }[],
  ) {
    const writer = new ActivityWriter(
      db,
      { warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger,
      { flushMs: 60_000 },
    );
    for (let n = 0; n < 455; n += 1) {
      const day = shiftDay('2025-01-01', n);
      const at = new Date(`${day}T09:30:00Z`);
      for (const [i, user] of users.entries()) {
        const record = (action: ActivityAction, module: 'pc' | 'eb' | null) =>
          writer.record({
            accountId: user.account_id,
            userId: user.id,
            action,
            module,
            at,
          });
        if ((i * 7 + n * 3) % 5 < 2) {
          record('sign_in', null);
          for (let k = 0; k <= (n + i) % 3; k += 1) record('search', 'pc');
          if (n % 4 === 0) record('company_view', 'eb');
          if (n % 9 === 0) record('export', 'pc');
          if (n % 11 === 0) record('favorite_add', 'pc');
        } else if ((i + n) % 13 === 0) {
          record('sign_in_failed', null);
        }
      }
    }
    await writer.flush();
  }

  beforeAll(async () => {
    const db = getDb();
    const admin = await db
      .selectFrom('users')
      .select('account_id')
      .where('username', '=', 'ent.admin')
      .executeTakeFirstOrThrow();
    accountId = admin.account_id;
    const mine = await db
      .selectFrom('users')
      .select(['id', 'account_id'])
      .where('account_id', '=', accountId)
      .orderBy('id')
      .limit(4)
      .execute();
    const other = await db
      .selectFrom('users')
      .select(['id', 'account_id'])
      .where('username', '=', 'corp.admin')
      .execute();
    members = mine.slice(1, 3).map((u) => u.id);
    groupId = (
      await db
        .insertInto('user_groups')
        .values({ account_id: accountId, name: 'Rollups', created_at: '' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('user_group_members')
      .values(members.map((user_id) => ({ group_id: groupId, user_id })))
      .execute();
    await writeActivity(db, [...mine, ...other]);
    daily = (await db.selectFrom('activity_daily').selectAll().execute()).map(
      (row) => ({ ...row }),
    );
  });

  const inScope = (scope: ActivityScope, range: DayRange) =>
    daily.filter(
      (r) =>
        r.account_id === scope.accountId &&
        r.day >= range.from &&
        r.day <= range.to &&
        (scope.groupId === undefined || members.includes(r.user_id)),
    );

  it('should sum each user’s range as the daily rows add up, over any range', async () => {
    for (const range of RANGES) {
      for (const scope of [{ accountId }, { accountId, groupId }]) {
        const expected = [...groupBy(inScope(scope, range), (r) => r.user_id)]
          .map(([userId, rows]) => ({
            userId: Number(userId),
            ...figures(rows),
            lastActive:
              rows
                .filter(isActive)
                .map((r) => r.day)
                .sort()
                .at(-1) ?? null,
          }))
          .sort(byUser);
        const found = await sumsPerUser(getDb(), scope, range);
        expect(found.sort(byUser), JSON.stringify(range)).toEqual(expected);
      }
    }
  });

  it('should chart each bucket as the daily rows add up, with its distinct active users', async () => {
    const startOf: Record<ActivityChartBucket, (day: string) => string> = {
      day: (day) => day,
      week: weekOf,
      month: monthOf,
    };
    for (const range of RANGES) {
      const bucket = activityChartBucket(range.from, range.to);
      for (const scope of [{ accountId }, { accountId, groupId }]) {
        const labelOf = (r: Daily) => {
          const start = startOf[bucket](r.day);
          return start < range.from ? range.from : start;
        };
        const expected = [...groupBy(inScope(scope, range), labelOf)]
          .map(([day, rows]) => ({
            day: String(day),
            activeUsers: activeUsers(rows),
            ...figures(rows),
          }))
          .sort(byDay);
        const found = await sumsPerBucket(getDb(), scope, range, bucket);
        expect(found.sort(byDay), JSON.stringify(range)).toEqual(expected);
      }
    }
  });

  it('should sum each group as its members’ daily rows add up', async () => {
    for (const range of RANGES) {
      const rows = inScope({ accountId, groupId }, range);
      const found = await sumsPerGroup(getDb(), accountId, range);
      expect(
        found.filter((g) => g.groupId === groupId),
        JSON.stringify(range),
      ).toEqual(
        rows.length === 0
          ? []
          : [{ groupId, activeUsers: activeUsers(rows), ...figures(rows) }],
      );
    }
  });
});
