import { countChangedPaths, isEmptyAt, isSameAt } from './changed-paths';
import { hasErrorIn, type FieldErrors } from './field-errors';

/**
 * What a section header shows: filters set inside, defaults that narrow
 * the search (`narrowing`: paths whose default value filters), and any
 * invalid value. A narrowing default cleared by the user is no filter.
 */
export function sectionStatus(
  criteria: object,
  defaults: object,
  errors: FieldErrors,
  paths: readonly string[],
  narrowing: readonly string[] = [],
) {
  const isCleared = (path: string) =>
    narrowing.includes(path) && isEmptyAt(criteria, path);
  return {
    activeCount: countChangedPaths(
      criteria,
      defaults,
      paths.filter((path) => !isCleared(path)),
    ),
    defaultCount: narrowing.filter(
      (path) =>
        !isEmptyAt(criteria, path) && isSameAt(criteria, defaults, path),
    ).length,
    hasError: hasErrorIn(errors, paths),
  };
}
