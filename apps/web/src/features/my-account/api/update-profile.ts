import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type ProfileUpdate } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { myAccountKeys } from './my-account-keys';

export function updateProfile(body: ProfileUpdate) {
  return apiClient.put('/api/v1/myaccount/profile', {
    body: { json: body },
    schema: profileSchema,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The form shows field errors and the server message (STYLE §4); a
    // 401 still ends the session.
    meta: { errorHandling: 'screen' },
    onSuccess: (profile) => {
      queryClient.setQueryData(myAccountKeys.profile(), profile);
    },
  });
}
