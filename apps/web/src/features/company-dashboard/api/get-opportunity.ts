import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  opportunityPath,
  opportunityScoreSchema,
  type Module,
  type OpportunityScore,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { toReportView } from '../../../utils/report-view';
import { companyKeys } from './company-keys';
import { REPORT_STALE_TIME_MS, type CompanyReport } from './get-company-report';
import { shouldRetryReport } from './should-retry-report';

// GET /api/v1/companies/{muns}/opportunity/{module}.
export function opportunityQueryOptions(muns: string, module: Module) {
  return queryOptions({
    queryKey: companyKeys.opportunity(muns, module),
    queryFn: ({ signal }) =>
      apiClient.get(opportunityPath(muns, module), {
        schema: opportunityScoreSchema,
        signal,
      }),
    staleTime: REPORT_STALE_TIME_MS,
    retry: shouldRetryReport,
    // The card shows its own error (a 401 still ends the session).
    meta: { errorHandling: 'screen' },
  });
}

/** The company's opportunity score in the module on screen. */
export function useOpportunity(
  muns: string,
  module: Module,
): CompanyReport<OpportunityScore> {
  const query = useQuery(opportunityQueryOptions(muns, module));
  const { refetch } = query;
  return { view: toReportView(query, muns), retry: () => void refetch() };
}
