import { queryOptions } from '@tanstack/react-query';
import {
  oshaViolationsResponseSchema,
  type OshaViolationsQuery,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { usePagedDetails } from '../hooks/use-paged-details';
import { companyDetailsKeys } from './company-details-keys';
import { detailsUrl } from './details-url';
import { shouldRetryUnlessClientError } from '../../../lib/should-retry-unless-client-error';

export interface OshaViolationsParams extends OshaViolationsQuery {
  muns: string;
}

export function fetchOshaViolations(
  { muns, ...query }: OshaViolationsParams,
  signal?: AbortSignal,
) {
  return apiClient.get(detailsUrl(muns, 'osha/violations', query), {
    schema: oshaViolationsResponseSchema,
    signal,
  });
}

export function oshaViolationsQueryOptions({
  muns,
  ...query
}: OshaViolationsParams) {
  return queryOptions({
    queryKey: companyDetailsKeys.oshaViolations(muns, query),
    queryFn: ({ signal }) => fetchOshaViolations({ muns, ...query }, signal),
    staleTime: 5 * 60_000,
    retry: shouldRetryUnlessClientError,
    meta: { errorHandling: 'screen' },
  });
}

/** One page of a company's OSHA violations, of one inspection if asked. */
export const useOshaViolations = (params: OshaViolationsParams) =>
  usePagedDetails(oshaViolationsQueryOptions, params);
