import { ERROR_TEXTS } from '@edge/contracts';
import type { FieldValues } from 'react-hook-form';
import { getFieldErrors, isApiError } from '../../lib/api-error';
import type { FormErrors } from './form';

/**
 * STYLE §4: a 400's `extraData.fields` go on their fields; any other
 * refusal is the form's own message.
 */
export function apiFormErrors<TValues extends FieldValues>(
  error: unknown,
): FormErrors<TValues> {
  const fields = getFieldErrors(error);
  if (Object.keys(fields).length > 0) {
    return { fields: fields as FormErrors<TValues>['fields'] };
  }
  return {
    form: isApiError(error) ? error.message : ERROR_TEXTS.FAILED_FETCH,
  };
}
