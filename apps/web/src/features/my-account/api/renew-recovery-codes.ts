import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mfaRecoveryCodesSchema, type MfaDisable } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { myAccountKeys } from './my-account-keys';

export function renewRecoveryCodes(body: MfaDisable) {
  return apiClient.post('/api/v1/myaccount/mfa/recovery-codes', {
    body: { json: body },
    schema: mfaRecoveryCodesSchema,
  });
}

export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewRecoveryCodes,
    meta: { errorHandling: 'screen' },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: myAccountKeys.mfa() }),
  });
}
