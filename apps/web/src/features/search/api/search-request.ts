import type { ContactRole } from '@edge/contracts';
import { isApiError } from '../../../lib/api-error';
import { QUERY_RETRY_COUNT } from '../../../lib/query-client';
import type {
  AnyCriteria,
  SearchSort,
  SearchState,
} from '../utils/search-modules';

/** The body of a search call; `page` counts from 0 on the wire. */
export interface SearchRequest {
  criteria: AnyCriteria;
  page: number;
  pageSize: number;
  sort: SearchSort | null;
}

export function toSearchRequest(state: SearchState): SearchRequest {
  return {
    criteria: state.criteria,
    page: state.page - 1,
    pageSize: state.pageSize,
    sort: state.sort,
  };
}

/**
 * The body of a contacts search: the search's criteria, size and order, the
 * Contacts view's page of companies (from 0), roles and title words.
 */
export interface ContactsRequest extends SearchRequest {
  roles: ContactRole[];
  title: string;
}

export function toContactsRequest(state: SearchState): ContactsRequest {
  return {
    ...toSearchRequest(state),
    page: state.contactsPage - 1,
    roles: state.contactRoles,
    // The server trims too; the same words make the same query.
    title: state.contactTitle.trim(),
  };
}

// A 4xx answer (invalid criteria, no access) will not change on a retry.
export function shouldRetrySearch(failureCount: number, error: Error): boolean {
  const isClientError =
    isApiError(error) && error.statusCode >= 400 && error.statusCode < 500;
  return !isClientError && failureCount < QUERY_RETRY_COUNT;
}
