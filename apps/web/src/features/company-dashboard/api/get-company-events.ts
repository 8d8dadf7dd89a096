import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  companyEventsResponseSchema,
  type CompanyEvent,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { companyKeys } from './company-keys';
import { REPORT_STALE_TIME_MS } from './get-company-report';
import { shouldRetryReport } from './should-retry-report';

// GET /api/v1/companies/{muns}/events: every event, both modules.
export async function fetchCompanyEvents(
  muns: string,
  signal?: AbortSignal,
): Promise<CompanyEvent[]> {
  const answer = await apiClient.get(
    `/api/v1/companies/${encodeURIComponent(muns)}/events`,
    { schema: companyEventsResponseSchema, signal },
  );
  // Newest first, whatever order the answer came in.
  return [...answer.items].sort(
    (a, b) => b.occurred_date.localeCompare(a.occurred_date) || b.id - a.id,
  );
}

export function companyEventsQueryOptions(muns: string) {
  return queryOptions({
    queryKey: companyKeys.events(muns),
    queryFn: ({ signal }) => fetchCompanyEvents(muns, signal),
    staleTime: REPORT_STALE_TIME_MS,
    retry: shouldRetryReport,
    // The card shows its own error (a 401 still ends the session).
    meta: { errorHandling: 'screen' },
  });
}

/** The company's events for the dashboard's timeline. */
export function useCompanyEvents(muns: string) {
  return useQuery(companyEventsQueryOptions(muns));
}
