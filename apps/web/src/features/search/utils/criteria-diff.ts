type PlainObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The parts of `value` that differ from `base`, or undefined when none do.
 * Objects are compared key by key; arrays and tuples are single values.
 */
export function diffCriteria(value: unknown, base: unknown): unknown {
  if (isPlainObject(value) && isPlainObject(base)) {
    const changed: PlainObject = {};
    for (const [key, item] of Object.entries(value)) {
      const diff = diffCriteria(item, base[key]);
      if (diff !== undefined) changed[key] = diff;
    }
    return Object.keys(changed).length > 0 ? changed : undefined;
  }
  return isSameValue(value, base) ? undefined : value;
}

/**
 * `base` with the parts of `patch` laid over it (the reverse of the diff).
 * Keys that `base` does not have are dropped.
 */
export function mergeCriteria(base: unknown, patch: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(patch)) return patch;
  const merged: PlainObject = { ...base };
  for (const [key, item] of Object.entries(patch)) {
    if (key in base) merged[key] = mergeCriteria(base[key], item);
  }
  return merged;
}
