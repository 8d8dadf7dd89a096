import { useMutation } from '@tanstack/react-query';
import {
  messageResponseSchema,
  type MessageResponse,
  type ResetPasswordBody,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';

export function resetPassword(
  body: ResetPasswordBody,
): Promise<MessageResponse> {
  return apiClient.post('/api/v1/site/resetpassword', {
    body: { json: body },
    schema: messageResponseSchema,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    // The form shows field errors and the server message inline (STYLE §4).
    meta: { errorHandling: 'inline' },
  });
}
