import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';

export function confirmEmail(token: string) {
  return apiClient.post('/api/v1/myaccount/email/confirm', {
    body: { json: { token } },
    schema: messageResponseSchema,
  });
}

export function useConfirmEmail() {
  return useMutation({
    mutationFn: confirmEmail,
    // The page shows the outcome itself.
    meta: { errorHandling: 'inline' },
  });
}
