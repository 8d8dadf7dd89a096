import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type MessageResponse } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';

export interface ForgotPasswordInput {
  lostUsername: boolean;
  lostPassword: boolean;
  username: string;
  email: string;
}

// SPEC §7: form fields lost_username, lost_password ('1'/'0'), username, email.
export function forgotPassword(
  input: ForgotPasswordInput,
): Promise<MessageResponse> {
  return apiClient.post('/api/v1/site/forgotpassword', {
    body: {
      form: {
        lost_username: input.lostUsername ? '1' : '0',
        lost_password: input.lostPassword ? '1' : '0',
        username: input.username,
        email: input.email,
      },
    },
    schema: messageResponseSchema,
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: forgotPassword,
    meta: { errorHandling: 'inline' },
  });
}
