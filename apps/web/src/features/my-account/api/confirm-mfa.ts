import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mfaRecoveryCodesSchema, type MfaConfirm } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { myAccountKeys } from './my-account-keys';

export function confirmMfa(body: MfaConfirm) {
  return apiClient.post('/api/v1/myaccount/mfa/confirm', {
    body: { json: body },
    schema: mfaRecoveryCodesSchema,
  });
}

export function useConfirmMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmMfa,
    meta: { errorHandling: 'screen' },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: myAccountKeys.mfa() }),
  });
}
