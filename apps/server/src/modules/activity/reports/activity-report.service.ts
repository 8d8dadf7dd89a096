import {
  activityChartBucket,
  sortActivityUsers,
  type ActivityChartBucket,
  type ActivityDayRow,
  type ActivityReport,
  type ActivitySortField,
  type ActivityUserRow,
  type GroupSummary,
  personName,
} from '@edge/contracts';
import type { Db } from '../../../db/database';
import { NotFoundError } from '../../../shared/errors';
import {
  findGroup,
  groupsOf,
  sumsPerBucket,
  sumsPerGroup,
  sumsPerUser,
  usersOf,
  type ScopeUser,
  type UserSums,
} from './activity-reports.repository';
import type { ActivityScope, DayRange } from './activity-scope';
import { bucketRanges } from './range-pieces';

export interface ReportOrder {
  sort: ActivitySortField;
  direction: 'asc' | 'desc';
}

const ZERO = { signIns: 0, searches: 0, companyViews: 0, exports: 0 };

const nameOf = (user: ScopeUser) =>
  personName(user.first_name, user.last_name) || user.username;

function userRows(users: ScopeUser[], sums: UserSums[]): ActivityUserRow[] {
  const byUser = new Map(sums.map((row) => [row.userId, row]));
  return users.map((user) => {
    const found = byUser.get(user.id);
    return {
      userId: user.id,
      username: user.username,
      name: nameOf(user),
      signIns: found?.signIns ?? 0,
      searches: found?.searches ?? 0,
      companyViews: found?.companyViews ?? 0,
      exports: found?.exports ?? 0,
      lastActive: found?.lastActive ?? null,
    };
  });
}

/** Rows in the asked order; ties by name, then user name. */
export const sortUserRows = (
  rows: ActivityUserRow[],
  { sort, direction }: ReportOrder,
): ActivityUserRow[] => sortActivityUsers(rows, sort, direction);

/** Every bucket of the range, those without activity as zeros. */
function dayRows(
  range: DayRange,
  bucket: ActivityChartBucket,
  found: ActivityDayRow[],
): ActivityDayRow[] {
  const byDay = new Map(found.map((row) => [row.day, row]));
  return bucketRanges(range, bucket).map(
    ({ from: day }) => byDay.get(day) ?? { day, activeUsers: 0, ...ZERO },
  );
}

function totalsOf(days: ActivityDayRow[]) {
  return days.reduce(
    (sum, day) => ({
      signIns: sum.signIns + day.signIns,
      searches: sum.searches + day.searches,
      companyViews: sum.companyViews + day.companyViews,
      exports: sum.exports + day.exports,
    }),
    ZERO,
  );
}

/**
 * Per user, per day (week or month on a longer range: activityChartBucket)
 * and in all, of a scope over a range.
 */
export async function activityReport(
  db: Db,
  scope: ActivityScope,
  range: DayRange,
  order: ReportOrder,
  group: { id: number; name: string } | null = null,
): Promise<ActivityReport> {
  const bucket = activityChartBucket(range.from, range.to);
  const [users, perUser, perBucket] = await Promise.all([
    usersOf(db, scope),
    sumsPerUser(db, scope, range),
    sumsPerBucket(db, scope, range, bucket),
  ]);
  const days = dayRows(range, bucket, perBucket);
  // Active in the range: a last active day in it.
  const activeUsers = perUser.filter((row) => row.lastActive !== null).length;
  return {
    ...range,
    group,
    users: sortUserRows(userRows(users, perUser), order),
    bucket,
    days,
    totals: { ...totalsOf(days), activeUsers },
  };
}

/** A group of the account, else 404 (another account's group alike). */
export async function requireGroup(
  db: Db,
  accountId: number,
  groupId: number,
): Promise<{ id: number; name: string }> {
  const group = await findGroup(db, accountId, groupId);
  if (!group) throw new NotFoundError('Group not found.');
  return group;
}

/** The report of one group of the account. */
export async function groupActivityReport(
  db: Db,
  accountId: number,
  groupId: number,
  range: DayRange,
  order: ReportOrder,
): Promise<ActivityReport> {
  const group = await requireGroup(db, accountId, groupId);
  return activityReport(db, { accountId, groupId }, range, order, group);
}

/** Each group of the account, its members and their counters, by name. */
export async function groupSummary(
  db: Db,
  accountId: number,
  range: DayRange,
): Promise<GroupSummary> {
  const [groups, sums] = await Promise.all([
    groupsOf(db, accountId),
    sumsPerGroup(db, accountId, range),
  ]);
  const byGroup = new Map(sums.map((row) => [row.groupId, row]));
  return {
    ...range,
    groups: groups.map((group) => {
      const found = byGroup.get(group.id);
      return {
        groupId: group.id,
        name: group.name,
        members: group.members,
        activeUsers: found?.activeUsers ?? 0,
        signIns: found?.signIns ?? 0,
        searches: found?.searches ?? 0,
        companyViews: found?.companyViews ?? 0,
        exports: found?.exports ?? 0,
      };
    }),
  };
}
