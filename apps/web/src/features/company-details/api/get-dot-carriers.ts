import { queryOptions } from '@tanstack/react-query';
import {
  dotCarriersResponseSchema,
  type DotCarriersQuery,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { usePagedDetails } from '../hooks/use-paged-details';
import { companyDetailsKeys } from './company-details-keys';
import { detailsUrl } from './details-url';
import { shouldRetryUnlessClientError } from '../../../lib/should-retry-unless-client-error';

export interface DotCarriersParams extends DotCarriersQuery {
  muns: string;
}

export function fetchDotCarriers(
  { muns, ...query }: DotCarriersParams,
  signal?: AbortSignal,
) {
  return apiClient.get(detailsUrl(muns, 'dot/carriers', query), {
    schema: dotCarriersResponseSchema,
    signal,
  });
}

export function dotCarriersQueryOptions({ muns, ...query }: DotCarriersParams) {
  return queryOptions({
    queryKey: companyDetailsKeys.dotCarriers(muns, query),
    queryFn: ({ signal }) => fetchDotCarriers({ muns, ...query }, signal),
    staleTime: 5 * 60_000,
    retry: shouldRetryUnlessClientError,
    meta: { errorHandling: 'screen' },
  });
}

/** One page of a company's DOT motor carriers with their totals. */
export const useDotCarriers = (params: DotCarriersParams) =>
  usePagedDetails(dotCarriersQueryOptions, params);
