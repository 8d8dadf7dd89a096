import { queryOptions } from '@tanstack/react-query';
import { whdCasesResponseSchema, type WhdCasesQuery } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { usePagedDetails } from '../hooks/use-paged-details';
import { companyDetailsKeys } from './company-details-keys';
import { detailsUrl } from './details-url';
import { shouldRetryUnlessClientError } from '../../../lib/should-retry-unless-client-error';

export interface WhdCasesParams extends WhdCasesQuery {
  muns: string;
}

export function fetchWhdCases(
  { muns, ...query }: WhdCasesParams,
  signal?: AbortSignal,
) {
  return apiClient.get(detailsUrl(muns, 'whd/cases', query), {
    schema: whdCasesResponseSchema,
    signal,
  });
}

export function whdCasesQueryOptions({ muns, ...query }: WhdCasesParams) {
  return queryOptions({
    queryKey: companyDetailsKeys.whdCases(muns, query),
    queryFn: ({ signal }) => fetchWhdCases({ muns, ...query }, signal),
    staleTime: 5 * 60_000,
    retry: shouldRetryUnlessClientError,
    meta: { errorHandling: 'screen' },
  });
}

/** One page of a company's wage-and-hour cases with their totals. */
export const useWhdCases = (params: WhdCasesParams) =>
  usePagedDetails(whdCasesQueryOptions, params);
