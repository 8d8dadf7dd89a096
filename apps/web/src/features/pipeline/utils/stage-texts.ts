import { ERROR_TEXTS, formatCount } from '@edge/contracts';
import { getFieldErrors, isApiError } from '../../../lib/api-error';

/** Today in the user's own calendar, YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** A note cut to a card's length, with an ellipsis when cut. */
export function noteExcerpt(note: string, length = 120): string {
  return note.length <= length ? note : `${note.slice(0, length - 1)}…`;
}

export interface StageErrors {
  fields: Record<string, string>;
  /** What is not about one field, shown above the control. */
  form?: string | undefined;
}

// STYLE §4: a 400 names its fields; anything else goes above the control.
export function stageErrorsOf(error: unknown): StageErrors {
  const fields = getFieldErrors(error);
  if (Object.keys(fields).length > 0) return { fields };
  return {
    fields,
    form: isApiError(error) ? error.message : ERROR_TEXTS.FAILED_FETCH,
  };
}

/** After a bulk set: 'Set 15 companies to Quoted.' */
export function bulkStageMessage(count: number, label: string): string {
  const companies =
    count === 1 ? '1 company' : `${formatCount(count)} companies`;
  return `Set ${companies} to ${label}.`;
}
