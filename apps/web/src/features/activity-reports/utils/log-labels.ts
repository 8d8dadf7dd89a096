import type { ActivityAction } from '@edge/contracts';

const LABELS: Record<ActivityAction, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  search: 'Searched',
  company_view: 'Viewed a company',
  export: 'Exported',
  saved_search_create: 'Saved a search',
  saved_search_update: 'Changed a saved search',
  saved_search_delete: 'Deleted a saved search',
  favorite_add: 'Added a favorite',
  favorite_update: 'Changed a favorite',
  favorite_remove: 'Removed a favorite',
  profile_change: 'Changed their profile',
  email_change: 'Changed their e-mail',
  password_change: 'Changed their password',
  mfa_enable: 'Turned on two-step sign-in',
  mfa_disable: 'Turned off two-step sign-in',
  mfa_recovery_codes: 'Made new recovery codes',
  user_invite: 'Invited a user',
  user_disable: 'Disabled a user',
  user_enable: 'Enabled a user',
  user_password_reset: "Reset a user's password",
  user_access_change: "Changed a user's access",
  group_create: 'Created a group',
  group_change: 'Changed a group',
  group_delete: 'Deleted a group',
  feature_flag_change: 'Changed a feature flag',
};

/** What a log entry's action says to a reader. */
export function actionLabel(action: string): string {
  return LABELS[action as ActivityAction] ?? action;
}

/** A log entry's time, in the reader's zone: 11/27/2026 09:15. */
export function formatLogTime(at: string): string {
  return new Date(at).toLocaleString('en-US', {
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}
