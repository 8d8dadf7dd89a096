import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ERROR_TEXTS, type LoginBody } from '@edge/contracts';
import { isApiError } from '../../../lib/api-error';
import { showSnackbar, SNACKBAR_DURATIONS } from '../../../lib/snackbar';
import { useLogin } from '../api/login';
import { logout } from '../api/logout';
import { finishSignIn } from './finish-sign-in';

export type SignInOutcome = 'signed-in' | 'mfa-required' | 'failed';

// SPEC §2, §8: a failed sign-in shows the server's message for 4 s and also
// logs out, so no half-made session is left behind.
function reportLoginFailure(error: unknown): void {
  showSnackbar({
    message: isApiError(error) ? error.message : ERROR_TEXTS.LOGIN_FAILED,
    durationMs: SNACKBAR_DURATIONS.loginFailure,
  });
  void logout();
}

export function useSignIn() {
  const client = useQueryClient();
  const loginMutation = useLogin();
  const [isFinishing, setIsFinishing] = useState(false);

  const signIn = async (values: LoginBody): Promise<SignInOutcome> => {
    let status: 'ok' | 'mfa_required';
    try {
      status = (await loginMutation.mutateAsync(values)).status;
    } catch (error) {
      reportLoginFailure(error);
      return 'failed';
    }
    if (status === 'mfa_required') return 'mfa-required';
    setIsFinishing(true);
    const isSignedIn = await finishSignIn(client);
    setIsFinishing(false);
    return isSignedIn ? 'signed-in' : 'failed';
  };

  return { signIn, isPending: loginMutation.isPending || isFinishing };
}
