import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type PasswordChange } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';

export function changePassword(body: PasswordChange) {
  return apiClient.post('/api/v1/myaccount/password', {
    body: { json: body },
    schema: messageResponseSchema,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    meta: { errorHandling: 'screen' },
  });
}
