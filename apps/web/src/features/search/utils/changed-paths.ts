function valueAt(source: unknown, path: string): unknown {
  let value = source;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** How many of the given filters (dotted paths) differ from the defaults. */
export function countChangedPaths(
  criteria: object,
  defaults: object,
  paths: readonly string[],
): number {
  return paths.filter(
    (path) =>
      JSON.stringify(valueAt(criteria, path)) !==
      JSON.stringify(valueAt(defaults, path)),
  ).length;
}
