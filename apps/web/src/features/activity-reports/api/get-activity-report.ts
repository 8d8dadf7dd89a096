import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { activityReportSchema, groupSummarySchema } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { shouldRetryUnlessClientError } from '../../../lib/should-retry-unless-client-error';
import { activityKeys } from './activity-keys';
import { reportUrl, type ReportRange, type ReportSource } from './report-urls';

/** An activity report of a range: per user, per day and in all. */
export function useActivityReport(
  source: ReportSource,
  { from, to }: ReportRange,
) {
  return useQuery({
    queryKey: activityKeys.report(source, from, to),
    queryFn: ({ signal }) =>
      apiClient.get(reportUrl(source, { from, to }), {
        schema: activityReportSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    // A refusal (403, a group gone: 404) will not change on a retry.
    retry: shouldRetryUnlessClientError,
    meta: { errorHandling: 'inline' },
  });
}

/** Group Reports: each group of the account over a range. */
export function useGroupSummary({ from, to }: ReportRange) {
  return useQuery({
    queryKey: activityKeys.groups(from, to),
    queryFn: ({ signal }) =>
      apiClient.get(reportUrl('/groups', { from, to }), {
        schema: groupSummarySchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    // A refusal (403, a group gone: 404) will not change on a retry.
    retry: shouldRetryUnlessClientError,
    meta: { errorHandling: 'inline' },
  });
}
