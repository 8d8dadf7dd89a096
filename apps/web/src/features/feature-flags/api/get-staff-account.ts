import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffAccountSchema, type StaffAccount } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { flagKeys } from './flag-keys';
import { STAFF_ACCOUNTS_PATH } from './get-staff-accounts';

export const staffAccountPath = (accountId: number) =>
  `${STAFF_ACCOUNTS_PATH}/${accountId}`;

export function getStaffAccount(
  accountId: number,
  signal?: AbortSignal,
): Promise<StaffAccount> {
  return apiClient.get(staffAccountPath(accountId), {
    schema: staffAccountSchema,
    signal,
  });
}

export const staffAccountQuery = (accountId: number) =>
  queryOptions({
    queryKey: flagKeys.staffAccount(accountId),
    queryFn: ({ signal }) => getStaffAccount(accountId, signal),
    meta: { errorHandling: 'screen' },
  });

/** Internal staff: one account with its flags. */
export function useStaffAccount(accountId: number) {
  return useQuery(staffAccountQuery(accountId));
}
