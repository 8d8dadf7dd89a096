import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  MAX_RESULT_OFFSET,
  contactsSearchResponseSchema,
  type ContactsSearchResponse,
  type Module,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { SEARCH_SUFFIX } from '../utils/search-modules';
import { searchKeys } from './search-keys';
import { shouldRetrySearch, type ContactsRequest } from './search-request';

// POST /api/v1/search/{pnc|eb}/contacts: a page of the search's companies
// with their contacts of the roles and title asked.
export function fetchSearchContacts(
  module: Module,
  request: ContactsRequest,
  signal?: AbortSignal,
): Promise<ContactsSearchResponse> {
  return apiClient.post(`/api/v1/search/${SEARCH_SUFFIX[module]}/contacts`, {
    body: { json: request },
    schema: contactsSearchResponseSchema,
    signal,
  });
}

export function searchContactsQueryOptions(
  module: Module,
  request: ContactsRequest,
) {
  return queryOptions({
    queryKey: searchKeys.contacts(module, request),
    queryFn: ({ signal }) => fetchSearchContacts(module, request, signal),
    staleTime: 60_000,
    retry: shouldRetrySearch,
    // The Contacts view shows its own error state.
    meta: { errorHandling: 'screen' },
  });
}

/** One page of companies and their contacts; the previous stays while it loads. */
export function useSearchContacts(module: Module, request: ContactsRequest) {
  const client = useQueryClient();
  const query = useQuery({
    ...searchContactsQueryOptions(module, request),
    // Another module's contacts (the key's second part) are never shown.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === module ? previous : undefined,
  });
  const companies = query.data?.companies;
  // As the results table: the next page is fetched once the user pages.
  useEffect(() => {
    if (companies === undefined || query.isPlaceholderData) return;
    if (request.page === 0) return;
    const next = { ...request, page: request.page + 1 };
    const offset = next.page * next.pageSize;
    if (offset >= companies || offset > MAX_RESULT_OFFSET) return;
    void client.prefetchQuery(searchContactsQueryOptions(module, next));
  }, [client, module, request, companies, query.isPlaceholderData]);
  return query;
}
