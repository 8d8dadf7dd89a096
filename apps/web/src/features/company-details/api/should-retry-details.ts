import { isApiError } from '../../../lib/api-error';
import { QUERY_RETRY_COUNT } from '../../../lib/query-client';

// A 4xx answer (unknown company, outside the user's states, bad paging)
// will not change on a retry; anything else retries as every query does.
export function shouldRetryDetails(
  failureCount: number,
  error: Error,
): boolean {
  const isClientError =
    isApiError(error) && error.statusCode >= 400 && error.statusCode < 500;
  return !isClientError && failureCount < QUERY_RETRY_COUNT;
}
