import {
  keepPreviousData,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  MAX_RESULT_OFFSET,
  ebSearchResponseSchema,
  pcSearchResponseSchema,
  type EbSearchResponse,
  type Module,
  type PcSearchResponse,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { SEARCH_SUFFIX } from '../utils/search-modules';
import { searchKeys } from './search-keys';
import { shouldRetrySearch, type SearchRequest } from './search-request';

export type SearchPage =
  | { module: 'pc'; response: PcSearchResponse }
  | { module: 'eb'; response: EbSearchResponse };

// ARCHITECTURE §5: POST /api/v1/search/{pnc|eb}.
export async function fetchSearchPage(
  module: Module,
  request: SearchRequest,
  signal?: AbortSignal,
): Promise<SearchPage> {
  const path = `/api/v1/search/${SEARCH_SUFFIX[module]}`;
  const body = { json: request };
  if (module === 'pc') {
    const schema = pcSearchResponseSchema;
    return {
      module,
      response: await apiClient.post(path, { body, schema, signal }),
    };
  }
  const schema = ebSearchResponseSchema;
  return {
    module,
    response: await apiClient.post(path, { body, schema, signal }),
  };
}

export function searchResultsQueryOptions(
  module: Module,
  request: SearchRequest,
) {
  return queryOptions({
    queryKey: searchKeys.results(module, request),
    queryFn: ({ signal }) => fetchSearchPage(module, request, signal),
    staleTime: 60_000,
    retry: shouldRetrySearch,
    // The results screen shows its own error state.
    meta: { errorHandling: 'screen' },
  });
}

/** One page of results; the previous page stays on screen while it loads. */
export function useSearchResults(module: Module, request: SearchRequest) {
  const client = useQueryClient();
  const query = useQuery({
    ...searchResultsQueryOptions(module, request),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.response.total;
  // STYLE §2 (TanStack Query): prefetch the next page of a paged table,
  // once the user pages: opening the results is one search, not two.
  useEffect(() => {
    if (total === undefined || query.isPlaceholderData) return;
    if (request.page === 0) return;
    const next = { ...request, page: request.page + 1 };
    const offset = next.page * next.pageSize;
    if (offset >= total || offset > MAX_RESULT_OFFSET) return;
    void client.prefetchQuery(searchResultsQueryOptions(module, next));
  }, [client, module, request, total, query.isPlaceholderData]);
  return query;
}
