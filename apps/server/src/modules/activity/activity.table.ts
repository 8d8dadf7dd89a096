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
  user_groups: UserGroupsTable;
  user_group_members: UserGroupMembersTable;
}
