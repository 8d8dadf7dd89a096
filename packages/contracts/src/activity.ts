import { z } from 'zod';

/**
 * What the activity log records (issue: accounts and administration): each
 * entry is one of these, with its user, account, module and time.
 */
export const ACTIVITY_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'search',
  'company_view',
  'export',
  'saved_search_create',
  'saved_search_update',
  'saved_search_delete',
  'favorite_add',
  'favorite_update',
  'favorite_remove',
  'profile_change',
  'email_change',
  'password_change',
  'mfa_enable',
  'mfa_disable',
  'mfa_recovery_codes',
  'user_invite',
  'user_disable',
  'user_enable',
  'user_password_reset',
  'user_access_change',
  'group_create',
  'group_change',
  'group_delete',
  // Internal staff set or reset a feature flag of an account.
  'feature_flag_change',
] as const;
export const activityActionSchema = z.enum(ACTIVITY_ACTIONS);
export type ActivityAction = z.infer<typeof activityActionSchema>;

/** The per-day counters the activity reports show (every other action is a change). */
export const ACTIVITY_COUNTERS = [
  'sign_ins',
  'failed_sign_ins',
  'searches',
  'company_views',
  'exports',
  'changes',
] as const;
export type ActivityCounter = (typeof ACTIVITY_COUNTERS)[number];

const COUNTER_OF: Partial<Record<ActivityAction, ActivityCounter>> = {
  sign_in: 'sign_ins',
  sign_in_failed: 'failed_sign_ins',
  search: 'searches',
  company_view: 'company_views',
  export: 'exports',
};

/** The daily counter an action adds one to. */
export function activityCounterOf(action: ActivityAction): ActivityCounter {
  return COUNTER_OF[action] ?? 'changes';
}

/** Activity entries are kept this many months, then cleaned up. */
export const ACTIVITY_RETENTION_MONTHS = 25;
