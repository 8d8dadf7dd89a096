import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyProfileSchema } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { toReportView } from '../../../utils/report-view';
import { companyKeys } from './company-keys';
import { REPORT_STALE_TIME_MS } from './get-company-report';
import { shouldRetryReport } from './should-retry-report';

export function fetchCompanyProfile(muns: string, signal?: AbortSignal) {
  return apiClient.get(`/api/v1/companies/${encodeURIComponent(muns)}`, {
    schema: companyProfileSchema,
    signal,
  });
}

export function companyProfileQueryOptions(muns: string) {
  return queryOptions({
    queryKey: companyKeys.profile(muns),
    queryFn: ({ signal }) => fetchCompanyProfile(muns, signal),
    staleTime: REPORT_STALE_TIME_MS,
    retry: shouldRetryReport,
    // The header shows its own error (a 401 still ends the session).
    meta: { errorHandling: 'screen' },
  });
}

/** The company record, guarded against an answer for another company. */
export function useCompanyProfile(muns: string) {
  const query = useQuery(companyProfileQueryOptions(muns));
  const { refetch } = query;
  return { view: toReportView(query, muns), retry: () => void refetch() };
}
