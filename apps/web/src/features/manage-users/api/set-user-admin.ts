import { managedUserSchema, type ManagedUser } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { usersPath } from './manage-users-keys';
import { useAccountMutation } from './use-account-mutation';

export function setUserAdmin(
  accountId: number,
  userId: number,
  isAdmin: boolean,
): Promise<ManagedUser> {
  const action = isAdmin ? 'admin-grant' : 'admin-revoke';
  return apiClient.post(usersPath(accountId, `/${userId}/${action}`), {
    schema: managedUserSchema,
  });
}

export function useSetUserAdmin(accountId: number) {
  return useAccountMutation(
    accountId,
    ({ userId, isAdmin }: { userId: number; isAdmin: boolean }) =>
      setUserAdmin(accountId, userId, isAdmin),
    (user) =>
      user.is_admin
        ? `${user.username} is now an administrator.`
        : `${user.username} is no longer an administrator.`,
  );
}
