import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema, type MfaDisable } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { myAccountKeys } from './my-account-keys';

export function disableMfa(body: MfaDisable) {
  return apiClient.post('/api/v1/myaccount/mfa/disable', {
    body: { json: body },
    schema: messageResponseSchema,
  });
}

export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableMfa,
    meta: { errorHandling: 'screen' },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: myAccountKeys.mfa() }),
  });
}
