import { ERROR_TEXTS } from '@edge/contracts';
import { getFieldErrors, isApiError } from '../../../lib/api-error';

// STYLE §4: the server's words for the comment field, else its message.
export function commentErrorOf(error: unknown): string {
  const { comment } = getFieldErrors(error);
  if (comment) return comment;
  return isApiError(error) ? error.message : ERROR_TEXTS.FAILED_FETCH;
}
