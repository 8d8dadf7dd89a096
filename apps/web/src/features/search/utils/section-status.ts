import { countChangedPaths, isSameAt, isValueAt } from './changed-paths';
import { hasErrorIn, type FieldErrors } from './field-errors';

/** A filter whose default narrows the search, and its value once cleared. */
export interface NarrowingDefault {
  path: string;
  cleared: unknown;
}

/**
 * What a section header shows: filters set inside, defaults that narrow
 * the search, and any invalid value. A narrowing default cleared by the
 * user is no filter set.
 */
export function sectionStatus(
  criteria: object,
  defaults: object,
  errors: FieldErrors,
  paths: readonly string[],
  narrowing: readonly NarrowingDefault[] = [],
) {
  const isCleared = (path: string) =>
    narrowing.some(
      (n) => n.path === path && isValueAt(criteria, path, n.cleared),
    );
  return {
    activeCount: countChangedPaths(
      criteria,
      defaults,
      paths.filter((path) => !isCleared(path)),
    ),
    defaultCount: narrowing.filter((n) => isSameAt(criteria, defaults, n.path))
      .length,
    hasError: hasErrorIn(errors, paths),
  };
}
