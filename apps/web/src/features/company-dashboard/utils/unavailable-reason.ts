import { isApiError } from '../../../lib/api-error';

/**
 * Profile failures that end the page (no report could load either): an
 * unknown or malformed company id, or a company outside the user's states.
 */
export function unavailableReason(
  error: Error,
): 'not-found' | 'outside-states' | null {
  if (!isApiError(error) || error.isNetworkError) return null;
  if (error.statusCode === 404 || error.statusCode === 400) return 'not-found';
  return error.statusCode === 403 ? 'outside-states' : null;
}
