import { useMutation } from '@tanstack/react-query';
import {
  loginResponseSchema,
  type LoginBody,
  type LoginResponse,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';

// SPEC §7: form fields username and password.
export function login(body: LoginBody): Promise<LoginResponse> {
  return apiClient.post('/api/v1/auth/login', {
    body: { form: { username: body.username, password: body.password } },
    schema: loginResponseSchema,
  });
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    // The login screen shows its own failure text (SPEC §2, §8).
    meta: { errorHandling: 'inline' },
  });
}
