import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  duplicateAccountsReportSchema,
  type DuplicateAccountsReport,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { shouldRetryPartner } from './should-retry-partner';
import { toReportView, type ReportView } from '../../../utils/report-view';
import { partnerKeys } from './partner-keys';

// A colleague may add an account to the AMS any time: a minute, not the
// five of the imported reports.
export const DUPLICATE_ACCOUNTS_STALE_TIME_MS = 60_000;

export function duplicateAccountsPath(muns: string): string {
  return `/api/v1/companies/${encodeURIComponent(muns)}/reports/duplicate-accounts`;
}

export function fetchDuplicateAccounts(
  muns: string,
  signal?: AbortSignal,
): Promise<DuplicateAccountsReport> {
  return apiClient.get(duplicateAccountsPath(muns), {
    schema: duplicateAccountsReportSchema,
    signal,
  });
}

export function duplicateAccountsQueryOptions(muns: string, isWanted = true) {
  return queryOptions({
    queryKey: partnerKeys.duplicateAccounts(muns),
    queryFn: ({ signal }) => fetchDuplicateAccounts(muns, signal),
    enabled: isWanted,
    staleTime: DUPLICATE_ACCOUNTS_STALE_TIME_MS,
    retry: shouldRetryPartner,
    // The card shows its own error (SPEC §4); a 401 still ends the session.
    meta: { errorHandling: 'screen' },
  });
}

/** The duplicate-accounts report as its card shows it, and its Retry. */
export interface DuplicateAccounts {
  view: ReportView<DuplicateAccountsReport>;
  retry: () => void;
}

/**
 * The agency's AMS accounts matching the selected company. SPEC §4: an
 * answer for another company is ignored.
 */
export function useDuplicateAccounts(
  muns: string,
  isWanted = true,
): DuplicateAccounts {
  const query = useQuery(duplicateAccountsQueryOptions(muns, isWanted));
  const { refetch } = query;
  return { view: toReportView(query, muns), retry: () => void refetch() };
}
