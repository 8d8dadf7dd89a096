import {
  keepPreviousData,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  brokerClientsResponseSchema,
  MAX_RESULT_OFFSET,
  type BrokerClientsQuery,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { brokerKeys } from './broker-keys';
import { shouldRetryUnlessClientError } from '../../../lib/should-retry-unless-client-error';

export function fetchBrokerClients(
  msid: string,
  query: BrokerClientsQuery,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({
    page: String(query.page),
    pageSize: String(query.pageSize),
    sort: query.sort,
  });
  return apiClient.get(
    `/api/v1/brokers/${encodeURIComponent(msid)}/clients?${params}`,
    { schema: brokerClientsResponseSchema, signal },
  );
}

export function brokerClientsQueryOptions(
  msid: string,
  query: BrokerClientsQuery,
) {
  return queryOptions({
    queryKey: brokerKeys.clients(msid, query),
    queryFn: ({ signal }) => fetchBrokerClients(msid, query, signal),
    staleTime: 5 * 60_000,
    retry: shouldRetryUnlessClientError,
    meta: { errorHandling: 'screen' },
  });
}

/** One page of clients; the previous page stays on screen while it loads. */
export function useBrokerClients(msid: string, query: BrokerClientsQuery) {
  const client = useQueryClient();
  const result = useQuery({
    ...brokerClientsQueryOptions(msid, query),
    placeholderData: keepPreviousData,
  });
  const total = result.data?.total;
  // STYLE §2 (TanStack Query): prefetch the next page of a paged table.
  useEffect(() => {
    if (total === undefined || result.isPlaceholderData) return;
    const next = { ...query, page: query.page + 1 };
    const offset = next.page * next.pageSize;
    if (offset >= total || offset > MAX_RESULT_OFFSET) return;
    void client.prefetchQuery(brokerClientsQueryOptions(msid, next));
  }, [client, msid, query, total, result.isPlaceholderData]);
  return result;
}
