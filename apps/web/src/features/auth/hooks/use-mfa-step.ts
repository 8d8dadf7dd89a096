import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ERROR_TEXTS } from '@edge/contracts';
import { isApiError } from '../../../lib/api-error';
import { useVerifyMfa } from '../api/verify-mfa';
import { finishSignIn } from './finish-sign-in';

/** The TOTP step after a `mfa_required` sign-in; errors show under the field. */
export function useMfaStep() {
  const client = useQueryClient();
  const mutation = useVerifyMfa();
  const [errorMessage, setErrorMessage] = useState<string>();
  const [isFinishing, setIsFinishing] = useState(false);

  const verify = async (code: string): Promise<boolean> => {
    setErrorMessage(undefined);
    try {
      await mutation.mutateAsync(code);
    } catch (error) {
      setErrorMessage(
        isApiError(error) ? error.message : ERROR_TEXTS.MFA_INVALID,
      );
      return false;
    }
    setIsFinishing(true);
    const isSignedIn = await finishSignIn(client);
    setIsFinishing(false);
    return isSignedIn;
  };

  return { verify, errorMessage, isPending: mutation.isPending || isFinishing };
}
