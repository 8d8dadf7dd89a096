import { queryOptions } from '@tanstack/react-query';
import {
  companyAddressesResponseSchema,
  type CompanyAddressesQuery,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { usePagedDetails } from '../hooks/use-paged-details';
import { companyDetailsKeys } from './company-details-keys';
import { detailsUrl } from './details-url';
import { shouldRetryUnlessClientError } from '../../../lib/should-retry-unless-client-error';

export interface CompanyAddressesParams extends CompanyAddressesQuery {
  muns: string;
}

export function fetchCompanyAddresses(
  { muns, ...query }: CompanyAddressesParams,
  signal?: AbortSignal,
) {
  return apiClient.get(detailsUrl(muns, 'addresses', query), {
    schema: companyAddressesResponseSchema,
    signal,
  });
}

export function companyAddressesQueryOptions({
  muns,
  ...query
}: CompanyAddressesParams) {
  return queryOptions({
    queryKey: companyDetailsKeys.addresses(muns, query),
    queryFn: ({ signal }) => fetchCompanyAddresses({ muns, ...query }, signal),
    staleTime: 5 * 60_000,
    retry: shouldRetryUnlessClientError,
    meta: { errorHandling: 'screen' },
  });
}

/** One page of every address the sources give a company. */
export const useCompanyAddresses = (params: CompanyAddressesParams) =>
  usePagedDetails(companyAddressesQueryOptions, params);
