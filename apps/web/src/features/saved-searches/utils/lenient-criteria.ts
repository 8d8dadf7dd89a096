type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isScalar = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number';

function lenientList(defaults: unknown[], raw: unknown): unknown {
  if (!Array.isArray(raw)) return defaults;
  // A two-ended range keeps its length and the kind of each end.
  if (defaults.length > 0) {
    const isSameShape =
      raw.length === defaults.length &&
      raw.every((item, i) => typeof item === typeof defaults[i]);
    return isSameShape ? raw : defaults;
  }
  return raw.filter(isScalar);
}

/**
 * Criteria the schema refuses, laid over the defaults as far as their kinds
 * match: a best effort to say what an old search looked for ('TX, ZZ').
 */
export function lenientCriteria(defaults: unknown, raw: unknown): unknown {
  if (isPlain(defaults)) {
    const source = isPlain(raw) ? raw : {};
    return Object.fromEntries(
      Object.entries(defaults).map(([key, value]) => [
        key,
        lenientCriteria(value, source[key]),
      ]),
    );
  }
  if (Array.isArray(defaults)) return lenientList(defaults, raw);
  if (defaults === null) return isScalar(raw) ? raw : null;
  return typeof raw === typeof defaults ? raw : defaults;
}
