export type FieldErrors = Readonly<Record<string, string>>;

/**
 * The server's message for a criteria field (ARCHITECTURE §5: a 400 lists
 * `criteria.x.y` paths in `extraData.fields`), including its items.
 */
export function criteriaErrorAt(
  errors: FieldErrors,
  path: string,
): string | undefined {
  const key = `criteria.${path}`;
  const hit = Object.keys(errors).find(
    (k) => k === key || k.startsWith(`${key}.`),
  );
  return hit === undefined ? undefined : errors[hit];
}

/** Whether any of the given criteria paths has a message. */
export function hasErrorIn(errors: FieldErrors, paths: readonly string[]) {
  return paths.some((path) => criteriaErrorAt(errors, path) !== undefined);
}
