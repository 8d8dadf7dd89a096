import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportLimitsSchema } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { supportKeys } from './support-keys';

export function fetchSupportLimits(signal?: AbortSignal) {
  return apiClient.get('/api/v1/support/limits', {
    schema: supportLimitsSchema,
    signal,
  });
}

export function supportLimitsQueryOptions() {
  return queryOptions({
    queryKey: supportKeys.limits(),
    queryFn: ({ signal }) => fetchSupportLimits(signal),
    // The limits change only with the server's configuration.
    staleTime: Infinity,
    meta: { errorHandling: 'screen' },
  });
}

/** The limits the help pages quote, as the server is configured. */
export function useSupportLimits() {
  return useQuery(supportLimitsQueryOptions());
}
