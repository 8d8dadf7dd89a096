import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  FEATURE_FLAG_INFO,
  staffAccountSchema,
  type FeatureFlag,
  type StaffAccount,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { showSnackbar, SNACKBAR_DURATIONS } from '../../../lib/snackbar';
import { flagKeys } from './flag-keys';
import { staffAccountPath } from './get-staff-account';

/** A flag's new state for an account: on, off, or the default again. */
export interface FlagChange {
  flag: FeatureFlag;
  value: boolean | 'default';
}

export function changeAccountFlag(
  accountId: number,
  { flag, value }: FlagChange,
): Promise<StaffAccount> {
  const path = `${staffAccountPath(accountId)}/flags/${flag}`;
  const options = { schema: staffAccountSchema };
  return value === 'default'
    ? apiClient.delete(path, options)
    : apiClient.put(path, { ...options, body: { json: { value } } });
}

function changedText(account: StaffAccount, { flag, value }: FlagChange) {
  const label = FEATURE_FLAG_INFO[flag].label;
  const state = account.flags.find((f) => f.flag === flag)!;
  const now = state.value ? 'on' : 'off';
  return value === 'default'
    ? `${label} follows the default for ${account.name}: ${now}.`
    : `${label} is ${now} for ${account.name}.`;
}

/**
 * Sets or resets one of an account's flags. The account's answer replaces
 * the cached one; the lists read again; the account's own flag answers are
 * dropped, so a staff member of that account sees the change at once (its
 * other users within the 4-minute cache, SPEC §9).
 */
export function useChangeAccountFlag(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: FlagChange) => changeAccountFlag(accountId, change),
    meta: { errorHandling: 'global' },
    onSuccess: async (account, change) => {
      queryClient.setQueryData(flagKeys.staffAccount(accountId), account);
      showSnackbar({
        message: changedText(account, change),
        severity: 'success',
        durationMs: SNACKBAR_DURATIONS.admin,
      });
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: flagKeys.staffAccountLists(),
        }),
        queryClient.invalidateQueries({
          queryKey: flagKeys.account(accountId),
        }),
      ]);
    },
  });
}
