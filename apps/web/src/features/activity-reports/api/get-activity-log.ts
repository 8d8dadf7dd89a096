import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { activityLogPageSchema } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { shouldRetryUnlessClientError } from '../../../lib/should-retry-unless-client-error';
import { activityKeys } from './activity-keys';
import { ACTIVITY_API } from './report-urls';

export const ACTIVITY_LOG_PAGE_SIZE = 25;

/** The account's log entries, newest first, a page at a time. */
export function useActivityLog(page: number) {
  return useQuery({
    queryKey: activityKeys.log(page, ACTIVITY_LOG_PAGE_SIZE),
    queryFn: ({ signal }) =>
      apiClient.get(
        `${ACTIVITY_API}/log?page=${page}&pageSize=${ACTIVITY_LOG_PAGE_SIZE}`,
        { schema: activityLogPageSchema, signal },
      ),
    placeholderData: keepPreviousData,
    // A refusal (403, a group gone: 404) will not change on a retry.
    retry: shouldRetryUnlessClientError,
    meta: { errorHandling: 'inline' },
  });
}
