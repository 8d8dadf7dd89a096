import type { FieldValues } from 'react-hook-form';
import { ERROR_TEXTS } from '@edge/contracts';
import type { FormErrors } from '../../../components/ui/form';
import { getFieldErrors, isApiError } from '../../../lib/api-error';

/** A refused change: the server's field messages by their fields, else its words. */
export function accountFormErrors<T extends FieldValues>(
  error: unknown,
): FormErrors<T> {
  if (!isApiError(error)) return { form: ERROR_TEXTS.FAILED_FETCH };
  const fields = getFieldErrors(error);
  if (Object.keys(fields).length > 0) {
    return { fields: fields as FormErrors<T>['fields'] };
  }
  return { form: error.message };
}
