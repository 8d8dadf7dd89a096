import {
  managedUserSchema,
  type InviteUserBody,
  type ManagedUser,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { usersPath } from './manage-users-keys';
import { useAccountMutation } from './use-account-mutation';

export function inviteUser(
  accountId: number,
  body: InviteUserBody,
): Promise<ManagedUser> {
  return apiClient.post(usersPath(accountId), {
    body: { json: body },
    schema: managedUserSchema,
  });
}

export function useInviteUser(accountId: number) {
  return useAccountMutation(
    accountId,
    (body: InviteUserBody) => inviteUser(accountId, body),
    (user) => `Invitation sent to ${user.email}.`,
  );
}
