import { managedUserSchema, type ManagedUser } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { usersPath } from './manage-users-keys';
import { useAccountMutation } from './use-account-mutation';

export function setUserEnabled(
  accountId: number,
  userId: number,
  isEnabled: boolean,
): Promise<ManagedUser> {
  const action = isEnabled ? 'enable' : 'disable';
  return apiClient.post(usersPath(accountId, `/${userId}/${action}`), {
    schema: managedUserSchema,
  });
}

export function useSetUserEnabled(accountId: number) {
  return useAccountMutation(
    accountId,
    ({ userId, isEnabled }: { userId: number; isEnabled: boolean }) =>
      setUserEnabled(accountId, userId, isEnabled),
    (user) =>
      `${user.username} is ${user.is_enabled ? 'enabled' : 'disabled'}.`,
  );
}
