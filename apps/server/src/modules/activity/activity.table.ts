import type { Generated } from 'kysely';

/**
 * activity_log: one row per thing a user did (issue: accounts and
 * administration). user_id is null for internal staff, whom analytics
 * never identifies (SPEC §6).
 */
export interface ActivityLogTable {
  id: Generated<number>;
  // ISO instant, and its UTC day (YYYY-MM-DD) the reports group by.
  at: string;
  day: string;
  account_id: number;
  user_id: number | null;
  // 'pc', 'eb', or '' when the action belongs to no module.
  module: string;
  action: string;
  // A short, readable account of it: criteria, company, file, user changed.
  summary: string;
  result_count: number | null;
}

/**
 * activity_daily: per user, day and module, the counters the activity
 * reports read, kept by the writer in the transaction of its log rows.
 */
export interface ActivityDailyTable {
  account_id: number;
  user_id: number;
  day: string;
  module: string;
  sign_ins: number;
  failed_sign_ins: number;
  searches: number;
  company_views: number;
  exports: number;
  changes: number;
}

/** The counters of a period, as activity_daily keeps them per day. */
interface ActivityCounters {
  sign_ins: number;
  failed_sign_ins: number;
  searches: number;
  company_views: number;
  exports: number;
  changes: number;
}

/**
 * activity_weekly and activity_monthly: per account, user and week (its
 * Monday) or month (its first day), the sums of the user's daily rows of
 * every module, and the last day of the period with activity (null when
 * none), kept with activity_daily so the reports read long ranges from a
 * few rows (decision 0030).
 */
export interface ActivityWeeklyTable extends ActivityCounters {
  account_id: number;
  user_id: number;
  week: string;
  last_active: string | null;
}

export interface ActivityMonthlyTable extends ActivityCounters {
  account_id: number;
  user_id: number;
  month: string;
  last_active: string | null;
}

/**
 * activity_account_daily: per account and day, the sums of its users'
 * daily rows and how many distinct users were active (the reports' charts
 * per day).
 */
export interface ActivityAccountDailyTable extends ActivityCounters {
  account_id: number;
  day: string;
  active_users: number;
}

/** user_groups: an account's groups of users (the group reports read them). */
export interface UserGroupsTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  created_at: string;
}

export interface UserGroupMembersTable {
  group_id: number;
  user_id: number;
}

export interface ActivityTables {
  activity_log: ActivityLogTable;
  activity_daily: ActivityDailyTable;
  activity_weekly: ActivityWeeklyTable;
  activity_monthly: ActivityMonthlyTable;
  activity_account_daily: ActivityAccountDailyTable;
  user_groups: UserGroupsTable;
  user_group_members: UserGroupMembersTable;
}
