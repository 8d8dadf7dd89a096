import { isApiError } from './api-error';
import { QUERY_RETRY_COUNT } from './query-client';

/**
 * A query's `retry` for answers that a 4xx settles (unknown broker or
 * company, no access, outside the user's states, bad paging): those will not
 * change on a retry; anything else retries as every query does (SPEC §4).
 */
export function shouldRetryUnlessClientError(
  failureCount: number,
  error: Error,
): boolean {
  const isClientError =
    isApiError(error) && error.statusCode >= 400 && error.statusCode < 500;
  return !isClientError && failureCount < QUERY_RETRY_COUNT;
}
