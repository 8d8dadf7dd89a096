import { ERROR_TEXTS, favoriteCommentSchema } from '@edge/contracts';
import { getFieldErrors, isApiError } from '../../../lib/api-error';

/** The contract's own comment rule, before anything is sent. */
export function checkComment(
  text: string,
): { comment: string } | { error: string } {
  const parsed = favoriteCommentSchema.safeParse(text);
  if (parsed.success) return { comment: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? ERROR_TEXTS.VALIDATION };
}

// STYLE §4: the server's words for the comment field, else its message.
export function commentErrorOf(error: unknown): string {
  const { comment } = getFieldErrors(error);
  if (comment) return comment;
  return isApiError(error) ? error.message : ERROR_TEXTS.FAILED_FETCH;
}
