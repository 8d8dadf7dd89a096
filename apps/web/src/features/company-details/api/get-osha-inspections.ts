import { queryOptions } from '@tanstack/react-query';
import {
  oshaInspectionsResponseSchema,
  type OshaInspectionsQuery,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { usePagedDetails } from '../hooks/use-paged-details';
import { companyDetailsKeys } from './company-details-keys';
import { detailsUrl } from './details-url';
import { shouldRetryUnlessClientError } from '../../../lib/should-retry-unless-client-error';

export interface OshaInspectionsParams extends OshaInspectionsQuery {
  muns: string;
}

export function fetchOshaInspections(
  { muns, ...query }: OshaInspectionsParams,
  signal?: AbortSignal,
) {
  return apiClient.get(detailsUrl(muns, 'osha/inspections', query), {
    schema: oshaInspectionsResponseSchema,
    signal,
  });
}

export function oshaInspectionsQueryOptions({
  muns,
  ...query
}: OshaInspectionsParams) {
  return queryOptions({
    queryKey: companyDetailsKeys.oshaInspections(muns, query),
    queryFn: ({ signal }) => fetchOshaInspections({ muns, ...query }, signal),
    staleTime: 5 * 60_000,
    retry: shouldRetryUnlessClientError,
    meta: { errorHandling: 'screen' },
  });
}

/** One page of a company's OSHA inspections with their totals. */
export const useOshaInspections = (params: OshaInspectionsParams) =>
  usePagedDetails(oshaInspectionsQueryOptions, params);
