import { ERROR_TEXTS, savedSearchNameSchema } from '@edge/contracts';
import { getFieldErrors, isApiError } from '../../../lib/api-error';

export interface NameErrors {
  /** Shown under the name field. */
  field?: string | undefined;
  /** Shown above the form: what is not about the name. */
  form?: string | undefined;
}

/** The contract's own name rule, before anything is sent. */
export function checkName(
  name: string,
): { name: string } | { errors: NameErrors } {
  const parsed = savedSearchNameSchema.safeParse(name);
  if (parsed.success) return { name: parsed.data };
  return { errors: { field: parsed.error.issues[0]?.message } };
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
