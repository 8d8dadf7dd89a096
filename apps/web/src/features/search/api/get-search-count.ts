import {
  keepPreviousData,
  queryOptions,
  useQuery,
} from '@tanstack/react-query';
import { searchCountResponseSchema, type Module } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { SEARCH_SUFFIX, type AnyCriteria } from '../utils/search-modules';
import { searchKeys } from './search-keys';
import { shouldRetrySearch } from './search-request';

export async function fetchSearchCount(
  module: Module,
  criteria: AnyCriteria,
  signal?: AbortSignal,
): Promise<number> {
  const answer = await apiClient.post(
    `/api/v1/search/${SEARCH_SUFFIX[module]}/count`,
    { body: { json: { criteria } }, schema: searchCountResponseSchema, signal },
  );
  return answer.total;
}

export function searchCountQueryOptions(module: Module, criteria: AnyCriteria) {
  return queryOptions({
    queryKey: searchKeys.count(module, criteria),
    queryFn: ({ signal }) => fetchSearchCount(module, criteria, signal),
    staleTime: 60_000,
    retry: shouldRetrySearch,
    // The summary shows a failed count, and field messages by the fields.
    meta: { errorHandling: 'screen' },
  });
}

/** The count of one set of criteria; the last number stays while counting. */
export function useSearchCount(module: Module, criteria: AnyCriteria) {
  return useQuery({
    ...searchCountQueryOptions(module, criteria),
    placeholderData: keepPreviousData,
  });
}
