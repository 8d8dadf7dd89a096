import { ACTIVITY_COUNTERS, type ActivityCounter } from '@edge/contracts';
import type { Db } from '../db/database';
import { monthOf, weekOf } from '../modules/activity/activity-periods';

type Counters = Record<ActivityCounter, number>;

/** A rollup row as the tests compare them: numbers as numbers, sorted keys. */
export interface RollupRow extends Counters {
  account_id: number;
  user_id?: number;
  period: string;
  last_active?: string | null;
  active_users?: number;
}

export interface Rollups {
  weekly: RollupRow[];
  monthly: RollupRow[];
  accountDaily: RollupRow[];
}

const isActive = (c: Counters) =>
  c.sign_ins + c.searches + c.company_views + c.exports + c.changes > 0;

const countersOf = (row: Record<string, unknown>): Counters =>
  Object.fromEntries(
    ACTIVITY_COUNTERS.map((c) => [c, Number(row[c] ?? 0)]),
  ) as Counters;

const byKey = (a: RollupRow, b: RollupRow) =>
  `${a.account_id}|${a.user_id ?? ''}|${a.period}`.localeCompare(
    `${b.account_id}|${b.user_id ?? ''}|${b.period}`,
  );

/** The rollups as the database holds them. */
export async function storedRollups(db: Db): Promise<Rollups> {
  const weekly = await db.selectFrom('activity_weekly').selectAll().execute();
  const monthly = await db.selectFrom('activity_monthly').selectAll().execute();
  const days = await db
    .selectFrom('activity_account_daily')
    .selectAll()
    .execute();
  const userRow = (
    row: Record<string, unknown> & { account_id: number; user_id: number },
    period: string,
  ): RollupRow => ({
    account_id: row.account_id,
    user_id: row.user_id,
    period,
    ...countersOf(row),
    last_active: row.last_active as string | null,
  });
  return {
    weekly: weekly.map((row) => userRow(row, row.week)).sort(byKey),
    monthly: monthly.map((row) => userRow(row, row.month)).sort(byKey),
    accountDaily: days
      .map((row) => ({
        account_id: row.account_id,
        period: row.day,
        ...countersOf(row),
        active_users: Number(row.active_users),
      }))
      .sort(byKey),
  };
}

/** The rollups the daily rows add up to, summed here rather than in SQL. */
export async function summedRollups(db: Db): Promise<Rollups> {
  const daily = await db.selectFrom('activity_daily').selectAll().execute();
  const group = (
    keyOf: (row: (typeof daily)[number]) => [string, Partial<RollupRow>],
    perUser: boolean,
  ) => {
    const rows = new Map<string, RollupRow>();
    const users = new Map<string, Set<number>>();
    for (const row of daily) {
      const [key, fields] = keyOf(row);
      const sum = rows.get(key) ?? {
        ...(fields as RollupRow),
        ...countersOf({}),
        ...(perUser ? { last_active: null } : { active_users: 0 }),
      };
      for (const c of ACTIVITY_COUNTERS) sum[c] += row[c];
      const active = isActive(countersOf(row));
      if (perUser && active && !(sum.last_active! >= row.day)) {
        sum.last_active = row.day;
      }
      if (!perUser && active) {
        const seen = users.get(key) ?? new Set<number>();
        seen.add(row.user_id);
        users.set(key, seen);
        sum.active_users = seen.size;
      }
      rows.set(key, sum);
    }
    return [...rows.values()].sort(byKey);
  };
  const userPeriod = (period: (day: string) => string) =>
    group((row) => {
      const p = period(row.day);
      return [
        `${row.account_id}|${row.user_id}|${p}`,
        { account_id: row.account_id, user_id: row.user_id, period: p },
      ];
    }, true);
  return {
    weekly: userPeriod(weekOf),
    monthly: userPeriod(monthOf),
    accountDaily: group(
      (row) => [
        `${row.account_id}|${row.day}`,
        { account_id: row.account_id, period: row.day },
      ],
      false,
    ),
  };
}
