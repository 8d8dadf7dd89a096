import { queryOptions, useQuery } from '@tanstack/react-query';
import { brokerProfileSchema } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { brokerKeys } from './broker-keys';
import { shouldRetryUnlessClientError } from '../../../lib/should-retry-unless-client-error';

export function fetchBrokerProfile(msid: string, signal?: AbortSignal) {
  return apiClient.get(`/api/v1/brokers/${encodeURIComponent(msid)}`, {
    schema: brokerProfileSchema,
    signal,
  });
}

export function brokerProfileQueryOptions(msid: string) {
  return queryOptions({
    queryKey: brokerKeys.profile(msid),
    queryFn: ({ signal }) => fetchBrokerProfile(msid, signal),
    // The projection changes only with an import.
    staleTime: 5 * 60_000,
    retry: shouldRetryUnlessClientError,
    // The profile shows its own error state (a 401 still ends the session).
    meta: { errorHandling: 'screen' },
  });
}

export function useBrokerProfile(msid: string) {
  return useQuery(brokerProfileQueryOptions(msid));
}
