import { isApiError } from '../../../lib/api-error';
import { QUERY_RETRY_COUNT } from '../../../lib/query-client';

// SPEC §7: the server already tries the partner 3 times, 2 s apart, and the
// API client retries 502 and 503: an answer the server gave will not change
// on another round. A dropped connection retries as every query does (§4).
export function shouldRetryPartner(failureCount: number, error: Error) {
  if (isApiError(error) && !error.isNetworkError) return false;
  return failureCount < QUERY_RETRY_COUNT;
}
