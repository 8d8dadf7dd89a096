import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileSchema } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { myAccountKeys } from './my-account-keys';

export function fetchProfile(signal?: AbortSignal) {
  return apiClient.get('/api/v1/myaccount/profile', {
    schema: profileSchema,
    signal,
  });
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: myAccountKeys.profile(),
    queryFn: ({ signal }) => fetchProfile(signal),
    // The section says when it cannot load.
    meta: { errorHandling: 'screen' },
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
