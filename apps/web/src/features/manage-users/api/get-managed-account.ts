import { queryOptions, useQuery } from '@tanstack/react-query';
import { managedAccountSchema, type ManagedAccount } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { manageUsersKeys, usersPath } from './manage-users-keys';

export function getManagedAccount(
  accountId: number,
  signal?: AbortSignal,
): Promise<ManagedAccount> {
  return apiClient.get(usersPath(accountId), {
    schema: managedAccountSchema,
    signal,
  });
}

export const managedAccountQuery = (accountId: number) =>
  queryOptions({
    queryKey: manageUsersKeys.account(accountId),
    queryFn: ({ signal }) => getManagedAccount(accountId, signal),
    // The screen shows its own error with a retry.
    meta: { errorHandling: 'screen' },
  });

export function useManagedAccount(accountId: number) {
  return useQuery(managedAccountQuery(accountId));
}
