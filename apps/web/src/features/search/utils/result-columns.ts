/** The company column: always shown, always first (it stays in view). */
export const FIXED_COLUMN = 'entity_name';

/** The columns of `keys`, in that order; unknown keys are skipped. */
export function pickColumns<C extends { key: string }>(
  all: readonly C[],
  keys: readonly string[],
): C[] {
  const byKey = new Map(all.map((column) => [column.key, column]));
  const picked = keys.flatMap((key) => byKey.get(key) ?? []);
  const fixed = byKey.get(FIXED_COLUMN);
  if (fixed && picked[0] !== fixed) {
    return [fixed, ...picked.filter((column) => column !== fixed)];
  }
  return picked;
}

/** Shows or hides a column; a shown one goes last. */
export function toggleColumn(
  keys: readonly string[],
  key: string,
): readonly string[] {
  if (key === FIXED_COLUMN) return keys;
  return keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key];
}

/** Moves a shown column one place left (-1) or right (+1), after the company. */
export function moveColumn(
  keys: readonly string[],
  key: string,
  step: -1 | 1,
): readonly string[] {
  const from = keys.indexOf(key);
  const to = from + step;
  if (from < 1 || to < 1 || to >= keys.length) return keys;
  const next = [...keys];
  next[from] = next[to]!;
  next[to] = key;
  return next;
}
