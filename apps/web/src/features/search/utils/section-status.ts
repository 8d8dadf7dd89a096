import { countChangedPaths } from './changed-paths';
import { hasErrorIn, type FieldErrors } from './field-errors';

/** What a section header shows: filters set inside, and any invalid value. */
export function sectionStatus(
  criteria: object,
  defaults: object,
  errors: FieldErrors,
  paths: readonly string[],
) {
  return {
    activeCount: countChangedPaths(criteria, defaults, paths),
    hasError: hasErrorIn(errors, paths),
  };
}
