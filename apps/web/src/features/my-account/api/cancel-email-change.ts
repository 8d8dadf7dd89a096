import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { myAccountKeys } from './my-account-keys';

export function cancelEmailChange() {
  return apiClient.delete('/api/v1/myaccount/email/pending', {
    schema: profileSchema,
  });
}

export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEmailChange,
    meta: { errorHandling: 'screen' },
    onSuccess: (profile) => {
      queryClient.setQueryData(myAccountKeys.profile(), profile);
    },
  });
}
