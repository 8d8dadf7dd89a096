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

/** Whether a filter (dotted path) holds the given value. */
export function isValueAt(criteria: object, path: string, value: unknown) {
  return JSON.stringify(valueAt(criteria, path)) === JSON.stringify(value);
}

/** How many of the given filters (dotted paths) differ from the defaults. */
export function countChangedPaths(
  criteria: object,
  defaults: object,
  paths: readonly string[],
): number {
  return paths.filter((path) => !isSameAt(criteria, defaults, path)).length;
}
