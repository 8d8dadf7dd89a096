function valueAt(source: unknown, path: string): unknown {
  let value = source;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Whether a filter (dotted path) holds its default value. */
export function isSameAt(criteria: object, defaults: object, path: string) {
  return (
    JSON.stringify(valueAt(criteria, path)) ===
    JSON.stringify(valueAt(defaults, path))
  );
}

/** Whether a filter (dotted path) is empty: null, '' or []. */
export function isEmptyAt(criteria: object, path: string) {
  const value = valueAt(criteria, path);
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** How many of the given filters (dotted paths) differ from the defaults. */
export function countChangedPaths(
  criteria: object,
  defaults: object,
  paths: readonly string[],
): number {
  return paths.filter((path) => !isSameAt(criteria, defaults, path)).length;
}
