import { ACTIVITY_COUNTERS, type ActivityCounter } from '@edge/contracts';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { monthOf, weekOf } from './activity-periods';

/** What a batch adds to one daily row (user, day and module). */
export interface CounterDelta {
  account_id: number;
  user_id: number;
  day: string;
  module: string;
  counters: Record<ActivityCounter, number>;
}

interface RollupDelta {
  account_id: number;
  user_id: number;
  period: string;
  counters: Record<ActivityCounter, number>;
  // The batch's last day with activity in the period, or null.
  last_active: string | null;
}

type RollupTable = 'activity_weekly' | 'activity_monthly';

// A user is active on a day when they did anything but fail to sign in.
export const isActive = (c: Record<ActivityCounter, number>): boolean =>
  c.sign_ins + c.searches + c.company_views + c.exports + c.changes > 0;

const ACTIVE_DAILY = sql<SqlBool>`(d.sign_ins + d.searches + d.company_views + d.exports + d.changes) > 0`;

const zero = () =>
  Object.fromEntries(ACTIVITY_COUNTERS.map((c) => [c, 0])) as Record<
    ActivityCounter,
    number
  >;

function addInto(
  sums: Record<ActivityCounter, number>,
  counters: Record<ActivityCounter, number>,
) {
  for (const counter of ACTIVITY_COUNTERS) sums[counter] += counters[counter];
}

/** The deltas of a period's rollup: per account, user and period. */
function rollUp(deltas: CounterDelta[], periodOf: (day: string) => string) {
  const rows = new Map<string, RollupDelta>();
  for (const delta of deltas) {
    const period = periodOf(delta.day);
    const key = `${delta.account_id}|${delta.user_id}|${period}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        account_id: delta.account_id,
        user_id: delta.user_id,
        period,
        counters: zero(),
        last_active: null,
      };
      rows.set(key, row);
    }
    addInto(row.counters, delta.counters);
    if (isActive(delta.counters) && !(row.last_active! >= delta.day)) {
      row.last_active = delta.day;
    }
  }
  return [...rows.values()];
}

// On conflict: each counter plus the batch's, as the daily rows add up.
function added(table: string) {
  const sum = (counter: ActivityCounter) =>
    sql<number>`${sql.ref(`${table}.${counter}`)} + ${sql.ref(`excluded.${counter}`)}`;
  return {
    sign_ins: sum('sign_ins'),
    failed_sign_ins: sum('failed_sign_ins'),
    searches: sum('searches'),
    company_views: sum('company_views'),
    exports: sum('exports'),
    changes: sum('changes'),
  };
}

// On conflict: the counters added up, and the later last active day.
function merged(table: RollupTable) {
  const kept = sql.ref(`${table}.last_active`);
  const later = sql.ref('excluded.last_active');
  return {
    ...added(table),
    // A null day is no day.
    last_active: sql<
      string | null
    >`case when ${kept} >= ${later} then ${kept} else coalesce(${later}, ${kept}) end`,
  };
}

const rollupValues = (row: RollupDelta) => ({
  account_id: row.account_id,
  user_id: row.user_id,
  ...row.counters,
  last_active: row.last_active,
});

// Rows one statement writes at most: 10 values each, well within either
// database's limit of parameters. A batch has one row per key, as an
// upsert of many rows needs.
const CHUNK = 500;
const chunksOf = <T>(rows: T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) =>
    rows.slice(i * CHUNK, (i + 1) * CHUNK),
  );

async function addWeeks(db: Db, rows: RollupDelta[]) {
  for (const chunk of chunksOf(rows)) {
    await db
      .insertInto('activity_weekly')
      .values(chunk.map((row) => ({ ...rollupValues(row), week: row.period })))
      .onConflict((oc) =>
        oc
          .columns(['account_id', 'user_id', 'week'])
          .doUpdateSet(merged('activity_weekly')),
      )
      .execute();
  }
}

async function addMonths(db: Db, rows: RollupDelta[]) {
  for (const chunk of chunksOf(rows)) {
    await db
      .insertInto('activity_monthly')
      .values(chunk.map((row) => ({ ...rollupValues(row), month: row.period })))
      .onConflict((oc) =>
        oc
          .columns(['account_id', 'user_id', 'month'])
          .doUpdateSet(merged('activity_monthly')),
      )
      .execute();
  }
}

/**
 * Adds to an account's day; its distinct active users are counted again
 * from the daily rows, which the batch has just written.
 */
async function addAccountDay(
  db: Db,
  key: { account_id: number; day: string },
  counters: Record<ActivityCounter, number>,
) {
  const activeUsers = db
    .selectFrom('activity_daily as d')
    .select(sql<number>`count(distinct d.user_id)`.as('n'))
    .where('d.account_id', '=', key.account_id)
    .where('d.day', '=', key.day)
    .where(ACTIVE_DAILY);
  await db
    .insertInto('activity_account_daily')
    .values({ ...key, ...counters, active_users: activeUsers })
    .onConflict((oc) =>
      oc.columns(['account_id', 'day']).doUpdateSet((eb) => ({
        ...added('activity_account_daily'),
        active_users: eb.ref('excluded.active_users'),
      })),
    )
    .execute();
}

/**
 * Adds a batch's daily deltas to the weekly, monthly and account-day
 * counters, in the transaction of the daily rows (decision 0030): each
 * rollup stays the sum of the daily rows it covers.
 */
export async function addRollups(
  db: Db,
  deltas: CounterDelta[],
): Promise<void> {
  await addWeeks(db, rollUp(deltas, weekOf));
  await addMonths(db, rollUp(deltas, monthOf));
  const days = new Map<string, RollupDelta>();
  for (const row of rollUp(deltas, (day) => day)) {
    // One row per account and day: the users' deltas added up.
    const key = `${row.account_id}|${row.period}`;
    const sum = days.get(key);
    if (sum) addInto(sum.counters, row.counters);
    else days.set(key, row);
  }
  for (const row of days.values()) {
    await addAccountDay(
      db,
      { account_id: row.account_id, day: row.period },
      row.counters,
    );
  }
}
