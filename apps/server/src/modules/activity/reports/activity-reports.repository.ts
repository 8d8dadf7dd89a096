import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../../db/database';
import type { ActivityScope, DayRange } from './activity-scope';

/** Summed counters, as numbers whatever the driver answers. */
export interface CounterSums {
  signIns: number;
  searches: number;
  companyViews: number;
  exports: number;
}

// A daily row counts a user as active when they did anything but fail to
// sign in.
const ACTIVE = sql<SqlBool>`(d.sign_ins + d.searches + d.company_views + d.exports + d.changes) > 0`;

const sums = {
  signIns: sql<string>`coalesce(sum(d.sign_ins), 0)`.as('signIns'),
  searches: sql<string>`coalesce(sum(d.searches), 0)`.as('searches'),
  companyViews: sql<string>`coalesce(sum(d.company_views), 0)`.as(
    'companyViews',
  ),
  exports: sql<string>`coalesce(sum(d.exports), 0)`.as('exports'),
};
const SUM_COLUMNS = [
  sums.signIns,
  sums.searches,
  sums.companyViews,
  sums.exports,
];
const ACTIVE_USERS = sql<string>`count(distinct case when ${ACTIVE} then d.user_id end)`;

function toSums(row: Record<keyof CounterSums, unknown>): CounterSums {
  return {
    signIns: Number(row.signIns),
    searches: Number(row.searches),
    companyViews: Number(row.companyViews),
    exports: Number(row.exports),
  };
}

/** The daily rows of a scope and range (the account's index leads). */
function dailyOf(db: Db, scope: ActivityScope, range: DayRange) {
  return db
    .selectFrom('activity_daily as d')
    .where('d.account_id', '=', scope.accountId)
    .where('d.day', '>=', range.from)
    .where('d.day', '<=', range.to)
    .$if(scope.groupId !== undefined, (query) =>
      query.where((eb) =>
        eb(
          'd.user_id',
          'in',
          eb
            .selectFrom('user_group_members')
            .select('user_id')
            .where('group_id', '=', scope.groupId!),
        ),
      ),
    );
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
  lastActive: string | null;
}

/** Each user's counters over the range (users with no row are absent). */
export async function sumsPerUser(
  db: Db,
  scope: ActivityScope,
  range: DayRange,
): Promise<UserSums[]> {
  const rows = await dailyOf(db, scope, range)
    .select([
      'd.user_id',
      ...SUM_COLUMNS,
      sql<string | null>`max(case when ${ACTIVE} then d.day end)`.as(
        'lastActive',
      ),
    ])
    .groupBy('d.user_id')
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    lastActive: row.lastActive,
    ...toSums(row),
  }));
}

export interface DaySums extends CounterSums {
  day: string;
  activeUsers: number;
}

/** Each day's counters over the scope's users (days with no row absent). */
export async function sumsPerDay(
  db: Db,
  scope: ActivityScope,
  range: DayRange,
): Promise<DaySums[]> {
  const rows = await dailyOf(db, scope, range)
    .select(['d.day', ...SUM_COLUMNS, ACTIVE_USERS.as('activeUsers')])
    .groupBy('d.day')
    .execute();
  return rows.map((row) => ({
    day: row.day,
    activeUsers: Number(row.activeUsers),
    ...toSums(row),
  }));
}

/** Distinct active users of the scope over the range. */
export async function activeUsersIn(
  db: Db,
  scope: ActivityScope,
  range: DayRange,
): Promise<number> {
  const row = await dailyOf(db, scope, range)
    .select(ACTIVE_USERS.as('users'))
    .executeTakeFirst();
  return Number(row?.users ?? 0);
}

export interface GroupSums extends CounterSums {
  groupId: number;
  activeUsers: number;
}

/** Each group's counters over its members' daily rows. */
export async function sumsPerGroup(
  db: Db,
  accountId: number,
  range: DayRange,
): Promise<GroupSums[]> {
  const rows = await db
    .selectFrom('activity_daily as d')
    .innerJoin('user_group_members as m', 'm.user_id', 'd.user_id')
    .innerJoin('user_groups as g', 'g.id', 'm.group_id')
    .where('g.account_id', '=', accountId)
    .where('d.account_id', '=', accountId)
    .where('d.day', '>=', range.from)
    .where('d.day', '<=', range.to)
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
