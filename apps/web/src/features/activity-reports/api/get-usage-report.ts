import { useQuery } from '@tanstack/react-query';
import { usageReportSchema } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { shouldRetryUnlessClientError } from '../../../lib/should-retry-unless-client-error';
import { activityKeys } from './activity-keys';

/** The Usage Report of the account. */
export function useUsageReport() {
  return useQuery({
    queryKey: activityKeys.usage(),
    queryFn: ({ signal }) =>
      apiClient.get('/api/v1/admin/usage', {
        schema: usageReportSchema,
        signal,
      }),
    // A refusal (403, a group gone: 404) will not change on a retry.
    retry: shouldRetryUnlessClientError,
    meta: { errorHandling: 'inline' },
  });
}
