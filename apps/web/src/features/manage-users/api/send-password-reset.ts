import { messageResponseSchema, type MessageResponse } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { usersPath } from './manage-users-keys';
import { useAccountMutation } from './use-account-mutation';

export function sendPasswordReset(
  accountId: number,
  userId: number,
): Promise<MessageResponse> {
  return apiClient.post(usersPath(accountId, `/${userId}/password-reset`), {
    schema: messageResponseSchema,
  });
}

export function useSendPasswordReset(accountId: number) {
  return useAccountMutation(
    accountId,
    (userId: number) => sendPasswordReset(accountId, userId),
    (answer) => answer.message,
  );
}
