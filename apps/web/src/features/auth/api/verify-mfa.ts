import { useMutation } from '@tanstack/react-query';
import { loginResponseSchema, type LoginResponse } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';

export function verifyMfa(code: string): Promise<LoginResponse> {
  return apiClient.post('/api/v1/auth/mfa', {
    // JSON: the server takes form fields only where SPEC §7 sends them.
    body: { json: { code } },
    schema: loginResponseSchema,
  });
}

export function useVerifyMfa() {
  return useMutation({
    mutationFn: verifyMfa,
    meta: { errorHandling: 'inline' },
  });
}
