import type { ActivityChartBucket } from '@edge/contracts';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { ActivityScope, DayRange } from './activity-scope';
import { ACTIVE_ROW, counterRows } from './counter-rows';
import { bucketPieces, rangePieces } from './range-pieces';

/** Summed counters, as numbers whatever the driver answers. */
export interface CounterSums {
  signIns: number;
  searches: number;
  companyViews: number;
  exports: number;
}

// Sums of the counter rows `u` (counter-rows.ts).
const SUM_COLUMNS = [
  sql<string>`coalesce(sum(u.sign_ins), 0)`.as('signIns'),
  sql<string>`coalesce(sum(u.searches), 0)`.as('searches'),
  sql<string>`coalesce(sum(u.company_views), 0)`.as('companyViews'),
  sql<string>`coalesce(sum(u.exports), 0)`.as('exports'),
];
const ACTIVE_USERS = sql<string>`count(distinct case when ${ACTIVE_ROW} then u.user_id end)`;

function toSums(row: Record<keyof CounterSums, unknown>): CounterSums {
  return {
    signIns: Number(row.signIns),
    searches: Number(row.searches),
    companyViews: Number(row.companyViews),
    exports: Number(row.exports),
  };
}

export interface ScopeUser {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
}

/** The users a report lists, active or not. */
export function usersOf(db: Db, scope: ActivityScope): Promise<ScopeUser[]> {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.username', 'u.first_name', 'u.last_name'])
    .where('u.account_id', '=', scope.accountId)
    .$if(scope.groupId !== undefined, (query) =>
      query.where((eb) =>
        eb(
          'u.id',
          'in',
          eb
            .selectFrom('user_group_members')
            .select('user_id')
            .where('group_id', '=', scope.groupId!),
        ),
      ),
    )
    .execute();
}

export interface UserSums extends CounterSums {
  userId: number;
  // The last day in the range with activity; null: not active in it.
  lastActive: string | null;
}

/**
 * Each user's counters over the range (users with no row are absent),
 * from the fewest rows that add up to it: whole months, whole weeks and
 * the days around them.
 */
export async function sumsPerUser(
  db: Db,
  scope: ActivityScope,
  range: DayRange,
): Promise<UserSums[]> {
  const rows = await db
    .selectFrom(counterRows(scope, rangePieces(range)))
    .select([
      'u.user_id',
      ...SUM_COLUMNS,
      sql<string | null>`max(u.last_active)`.as('lastActive'),
    ])
    .groupBy('u.user_id')
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    lastActive: row.lastActive,
    ...toSums(row),
  }));
}

export interface BucketSums extends CounterSums {
  // The bucket's first day in the range.
  day: string;
  activeUsers: number;
}

/** An account's days, from its per-day rollup (one row a day). */
async function accountDays(db: Db, accountId: number, range: DayRange) {
  const rows = await db
    .selectFrom('activity_account_daily as a')
    .where('a.account_id', '=', accountId)
    .where('a.day', '>=', range.from)
    .where('a.day', '<=', range.to)
    .select([
      'a.day',
      'a.sign_ins as signIns',
      'a.searches',
      'a.company_views as companyViews',
      'a.exports',
      'a.active_users as activeUsers',
    ])
    .execute();
  return rows.map((row) => ({
    day: row.day,
    activeUsers: Number(row.activeUsers),
    ...toSums(row),
  }));
}

/**
 * Each bucket's counters over the scope's users, with its distinct active
 * users (buckets with no row absent).
 */
export async function sumsPerBucket(
  db: Db,
  scope: ActivityScope,
  range: DayRange,
  bucket: ActivityChartBucket,
): Promise<BucketSums[]> {
  if (bucket === 'day' && scope.groupId === undefined) {
    return accountDays(db, scope.accountId, range);
  }
  const rows = await db
    .selectFrom(counterRows(scope, bucketPieces(range, bucket)))
    .select(['u.bucket', ...SUM_COLUMNS, ACTIVE_USERS.as('activeUsers')])
    .groupBy('u.bucket')
    .execute();
  return rows.map((row) => ({
    day: row.bucket,
    activeUsers: Number(row.activeUsers),
    ...toSums(row),
  }));
}

export interface GroupSums extends CounterSums {
  groupId: number;
  activeUsers: number;
}

/** Each group's counters over its members' rows. */
export async function sumsPerGroup(
  db: Db,
  accountId: number,
  range: DayRange,
): Promise<GroupSums[]> {
  const rows = await db
    .selectFrom(counterRows({ accountId }, rangePieces(range)))
    .innerJoin('user_group_members as m', 'm.user_id', 'u.user_id')
    .innerJoin('user_groups as g', 'g.id', 'm.group_id')
    .where('g.account_id', '=', accountId)
    .select(['m.group_id', ...SUM_COLUMNS, ACTIVE_USERS.as('activeUsers')])
    .groupBy('m.group_id')
    .execute();
  return rows.map((row) => ({
    groupId: row.group_id,
    activeUsers: Number(row.activeUsers),
    ...toSums(row),
  }));
}

export interface GroupRow {
  id: number;
  name: string;
  members: number;
}

/** The account's groups with their member counts, by name. */
export async function groupsOf(db: Db, accountId: number): Promise<GroupRow[]> {
  const rows = await db
    .selectFrom('user_groups as g')
    .leftJoin('user_group_members as m', 'm.group_id', 'g.id')
    .where('g.account_id', '=', accountId)
    .select([
      'g.id',
      'g.name',
      (eb) => eb.fn.count<string>('m.user_id').as('members'),
    ])
    .groupBy(['g.id', 'g.name'])
    .orderBy('g.name')
    .execute();
  return rows.map((row) => ({ ...row, members: Number(row.members) }));
}

/** One group of the account, or undefined (another account's alike). */
export function findGroup(
  db: Db,
  accountId: number,
  groupId: number,
): Promise<{ id: number; name: string } | undefined> {
  return db
    .selectFrom('user_groups')
    .select(['id', 'name'])
    .where('id', '=', groupId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export interface LogRow {
  id: number;
  at: string;
  username: string | null;
  action: string;
  module: string;
  summary: string;
  result_count: number | null;
}

/** One page of the account's log, newest first (one more row: hasMore). */
export function logPage(
  db: Db,
  accountId: number,
  offset: number,
  limit: number,
): Promise<LogRow[]> {
  return db
    .selectFrom('activity_log as l')
    .leftJoin('users as u', 'u.id', 'l.user_id')
    .where('l.account_id', '=', accountId)
    .select([
      'l.id',
      'l.at',
      'u.username',
      'l.action',
      'l.module',
      'l.summary',
      'l.result_count',
    ])
    .orderBy('l.at', 'desc')
    .orderBy('l.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}
