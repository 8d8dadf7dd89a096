import { ERROR_TEXTS } from '@edge/contracts';
import { getFieldErrors, isApiError } from '../../../lib/api-error';

export interface NoteErrors {
  /** Shown under the text field. */
  field?: string | undefined;
  /** Shown above the form: what is not about the text. */
  form?: string | undefined;
}

// STYLE §4: a 400 names `text` in extraData.fields; anything else (a
// missing note, a company now out of reach) goes above the form.
export function noteErrorsOf(error: unknown): NoteErrors {
  const { text } = getFieldErrors(error);
  if (text) return { field: text };
  return {
    form: isApiError(error) ? error.message : ERROR_TEXTS.FAILED_FETCH,
  };
}
