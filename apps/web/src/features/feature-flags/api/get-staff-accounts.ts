import {
  keepPreviousData,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';
import { staffAccountListSchema, type StaffAccountList } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { flagKeys } from './flag-keys';

export const STAFF_ACCOUNTS_PATH = '/api/v1/staff/accounts';

export function getStaffAccounts(
  q: string,
  page: number,
  signal?: AbortSignal,
): Promise<StaffAccountList> {
  const query = new URLSearchParams({ q, page: String(page) }).toString();
  return apiClient.get(`${STAFF_ACCOUNTS_PATH}?${query}`, {
    schema: staffAccountListSchema,
    signal,
  });
}

export const staffAccountsQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: flagKeys.staffAccounts(q, page),
    queryFn: ({ signal }) => getStaffAccounts(q, page, signal),
    // The list stays while the next page or search comes.
    placeholderData: keepPreviousData,
    // The screen shows its own error with a retry.
    meta: { errorHandling: 'screen' },
  });

/** Internal staff: accounts by name or id, with their flags. */
export function useStaffAccounts(q: string, page: number) {
  return useQuery(staffAccountsQuery(q, page));
}
