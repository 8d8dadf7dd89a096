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

// A 4xx answer (invalid criteria, no access) will not change on a retry.
export function shouldRetrySearch(failureCount: number, error: Error): boolean {
  const isClientError =
    isApiError(error) && error.statusCode >= 400 && error.statusCode < 500;
  return !isClientError && failureCount < QUERY_RETRY_COUNT;
}
