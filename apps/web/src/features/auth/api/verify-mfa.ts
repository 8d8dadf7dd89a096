import { useMutation } from '@tanstack/react-query';
import { loginResponseSchema, type LoginResponse } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';

export function verifyMfa(code: string): Promise<LoginResponse> {
  return apiClient.post('/api/v1/auth/mfa', {
    body: { form: { code } },
    schema: loginResponseSchema,
  });
}

export function useVerifyMfa() {
  return useMutation({
    mutationFn: verifyMfa,
    meta: { errorHandling: 'inline' },
  });
}
