import {
  FEATURE_FLAG_DEFAULTS,
  FEATURE_FLAGS,
  type AccountFlag,
  type FeatureFlag,
  type StaffAccount,
} from '@edge/contracts';

/** An account with each flag at its default, unless `set` gives its own value. */
export function staffAccount(
  id: number,
  name: string,
  set: Partial<Record<FeatureFlag, boolean>> = {},
  accountType = 1,
): StaffAccount {
  return {
    id,
    name,
    account_type: accountType,
    flags: FEATURE_FLAGS.map((flag): AccountFlag => {
      const own = set[flag];
      return {
        flag,
        value: own ?? FEATURE_FLAG_DEFAULTS[flag],
        default_value: FEATURE_FLAG_DEFAULTS[flag],
        is_set: own !== undefined,
        changed_at: own === undefined ? null : '2026-03-04T15:00:00.000Z',
        changed_by: own === undefined ? null : 'staff.admin',
      };
    }),
  };
}
