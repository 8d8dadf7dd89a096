import {
  keepPreviousData,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  brokerSearchResponseSchema,
  MAX_RESULT_OFFSET,
  type BrokerSearchQuery,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { brokerKeys } from './broker-keys';
import { shouldRetryUnlessClientError } from '../../../lib/should-retry-unless-client-error';

/** GET /api/v1/brokers with the filters that narrow the list. */
export function fetchBrokerSearch(
  query: BrokerSearchQuery,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams();
  const filters = {
    name: query.name,
    states: query.states.join(','),
    city: query.city,
    zip: query.zip,
    bins: query.bins.join(','),
  };
  for (const [key, value] of Object.entries(filters)) {
    if (value !== '') params.set(key, value);
  }
  params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  params.set('sort', query.sort);
  return apiClient.get(`/api/v1/brokers?${params}`, {
    schema: brokerSearchResponseSchema,
    signal,
  });
}

export function brokerSearchQueryOptions(query: BrokerSearchQuery) {
  return queryOptions({
    queryKey: brokerKeys.search(query),
    queryFn: ({ signal }) => fetchBrokerSearch(query, signal),
    // The directory changes only with an import.
    staleTime: 5 * 60_000,
    retry: shouldRetryUnlessClientError,
    // The list shows its own error state (a 401 still ends the session).
    meta: { errorHandling: 'screen' },
  });
}

/** One page of brokers; the previous page stays on screen while it loads. */
export function useBrokerSearch(query: BrokerSearchQuery) {
  const client = useQueryClient();
  const result = useQuery({
    ...brokerSearchQueryOptions(query),
    placeholderData: keepPreviousData,
  });
  const total = result.data?.total;
  // STYLE §2 (TanStack Query): prefetch the next page of a paged table.
  useEffect(() => {
    if (total === undefined || result.isPlaceholderData) return;
    const next = { ...query, page: query.page + 1 };
    const offset = next.page * next.pageSize;
    if (offset >= total || offset > MAX_RESULT_OFFSET) return;
    void client.prefetchQuery(brokerSearchQueryOptions(next));
  }, [client, query, total, result.isPlaceholderData]);
  return result;
}
