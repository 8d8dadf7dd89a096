import { queryOptions } from '@tanstack/react-query';
import {
  ebMapCompaniesResponseSchema,
  pcMapCompaniesResponseSchema,
  type Module,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { shouldRetryUnlessClientError } from '../../../lib/should-retry-unless-client-error';
import type { MapCriteria, MapTarget } from '../utils/map-types';
import { mapKeys, mapPath } from './map-keys';

// POST /api/v1/search/{pnc|eb}/map/companies: the asked companies (up to
// MAP_COMPANIES_MAX) that the search matches, as the table shows them.
export async function fetchMapCompanies(
  module: Module,
  criteria: MapCriteria,
  muns: readonly string[],
  signal?: AbortSignal,
): Promise<MapTarget[]> {
  const body = { json: { criteria, muns } };
  if (module === 'pc') {
    const { hits } = await apiClient.post(mapPath(module, '/companies'), {
      body,
      schema: pcMapCompaniesResponseSchema,
      signal,
    });
    return hits.map((hit) => ({ module, hit }));
  }
  const { hits } = await apiClient.post(mapPath(module, '/companies'), {
    body,
    schema: ebMapCompaniesResponseSchema,
    signal,
  });
  return hits.map((hit) => ({ module, hit }));
}

export function mapCompaniesQueryOptions(
  module: Module,
  criteria: MapCriteria,
  muns: readonly string[],
) {
  return queryOptions({
    queryKey: mapKeys.companies(module, criteria, muns),
    queryFn: ({ signal }) => fetchMapCompanies(module, criteria, muns, signal),
    staleTime: 5 * 60_000,
    retry: shouldRetryUnlessClientError,
    meta: { errorHandling: 'screen' },
  });
}
