import { GET_RETRY_STATUSES } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { QUERY_RETRY_COUNT } from '../../../lib/query-client';

// A 4xx answer will not change on a retry, and the API client has already
// retried 421, 500, 502 and 503 three times (SPEC §7): the card shows the
// error with its own Retry. Dropped connections retry as usual (SPEC §4).
export function shouldRetryReport(failureCount: number, error: Error): boolean {
  if (isApiError(error) && !error.isNetworkError) {
    const status = error.statusCode;
    if (status < 500 || GET_RETRY_STATUSES.includes(status)) return false;
  }
  return failureCount < QUERY_RETRY_COUNT;
}
