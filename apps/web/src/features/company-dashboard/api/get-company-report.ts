import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import { companyReportPath, type CompanyReportName } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { toReportView, type ReportView } from '../../../utils/report-view';
import { companyKeys } from './company-keys';
import { REPORT_SCHEMAS, type ReportData } from './report-schemas';
import { shouldRetryReport } from './should-retry-report';

// Reports change only with an import: no refetch while the user reads.
export const REPORT_STALE_TIME_MS = 5 * 60_000;

/** A report as its card shows it, and the card's Retry. */
export interface CompanyReport<T> {
  view: ReportView<T>;
  retry: () => void;
}

export function fetchCompanyReport<N extends CompanyReportName>(
  muns: string,
  name: N,
  signal?: AbortSignal,
): Promise<ReportData<N>> {
  // The catalog pairs each name with its schema: the cast only narrows.
  const schema = REPORT_SCHEMAS[name] as unknown as ZodType<ReportData<N>>;
  return apiClient.get(companyReportPath(muns, name), { schema, signal });
}

export function companyReportQueryOptions<N extends CompanyReportName>(
  muns: string,
  name: N,
) {
  return queryOptions({
    queryKey: companyKeys.report(muns, name),
    queryFn: ({ signal }) => fetchCompanyReport(muns, name, signal),
    staleTime: REPORT_STALE_TIME_MS,
    retry: shouldRetryReport,
    // Each card shows its own error; no snackbar on top (a 401 still ends
    // the session).
    meta: { errorHandling: 'screen' },
  });
}

/**
 * One report of the selected company. The key holds the company, and the
 * answer's own muns is checked as well (SPEC §4).
 */
export function useCompanyReport<N extends CompanyReportName>(
  muns: string,
  name: N,
): CompanyReport<ReportData<N>> {
  const query = useQuery(companyReportQueryOptions(muns, name));
  const { refetch } = query;
  return { view: toReportView(query, muns), retry: () => void refetch() };
}
