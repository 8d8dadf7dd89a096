import { ERROR_TEXTS } from '@edge/contracts';
import { getFieldErrors, isApiError } from '../../../lib/api-error';

export interface NameErrors {
  /** Shown under the name field. */
  field?: string | undefined;
  /** Shown above the form: what is not about the name. */
  form?: string | undefined;
}

// STYLE §4: a 400 names its fields in extraData.fields; searchName goes on
// the field, anything else (criteria refused, limit reached) above it.
export function nameErrorsOf(error: unknown): NameErrors {
  const fields = getFieldErrors(error);
  const { searchName, ...others } = fields;
  const otherMessages = Object.values(others);
  const message = isApiError(error) ? error.message : ERROR_TEXTS.FAILED_FETCH;
  if (searchName) {
    return {
      field: searchName,
      form: otherMessages.length > 0 ? otherMessages.join(' ') : undefined,
    };
  }
  return {
    form: otherMessages.length > 0 ? otherMessages.join(' ') : message,
  };
}
