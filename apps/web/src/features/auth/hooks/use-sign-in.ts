import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ERROR_TEXTS, type LoginBody } from '@edge/contracts';
import { isApiError } from '../../../lib/api-error';
import { showSnackbar, SNACKBAR_DURATIONS } from '../../../lib/snackbar';
import { useLogin } from '../api/login';
import { logout } from '../api/logout';
import {
  openEdgeThroughShell,
  partnerShellOfRefusal,
} from '../utils/partner-shell';
import { finishSignIn } from './finish-sign-in';

export type SignInOutcome =
  | 'signed-in'
  | 'mfa-required'
  | 'failed'
  // A partner-platform user sent to the partner shell (decision 0036).
  | 'to-partner-shell';

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

  // `redirect`: the page the user asked for, kept across the shell.
  const signIn = async (
    values: LoginBody,
    redirect?: string,
  ): Promise<SignInOutcome> => {
    let status: 'ok' | 'mfa_required';
    try {
      status = (await loginMutation.mutateAsync(values)).status;
    } catch (error) {
      const shellUrl = partnerShellOfRefusal(error);
      if (shellUrl) {
        openEdgeThroughShell(shellUrl, redirect);
        return 'to-partner-shell';
      }
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
