import { queryOptions, useQuery } from '@tanstack/react-query';
import { mfaStatusSchema } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { myAccountKeys } from './my-account-keys';

export function fetchMfaStatus(signal?: AbortSignal) {
  return apiClient.get('/api/v1/myaccount/mfa', {
    schema: mfaStatusSchema,
    signal,
  });
}

export function mfaStatusQueryOptions() {
  return queryOptions({
    queryKey: myAccountKeys.mfa(),
    queryFn: ({ signal }) => fetchMfaStatus(signal),
    meta: { errorHandling: 'screen' },
  });
}

export function useMfaStatus() {
  return useQuery(mfaStatusQueryOptions());
}
