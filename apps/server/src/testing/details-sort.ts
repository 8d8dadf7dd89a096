// The server's row order, restated for the tests' expectations.

type Key = string | number | null;
const cmp = (a: Key, b: Key) => (a === b ? 0 : a! < b! ? -1 : 1);

/** A text id of digits as the server sorts it: by length, then digits. */
export const digits = (id: string | null): Key[] => [id?.length ?? null, id];

/**
 * Rows in the server's order: by the key (empty last either way), then
 * by the row's unique key, ascending.
 */
export function sortLike<T>(
  rows: readonly T[],
  key: (row: T) => Key | Key[],
  desc: boolean,
  tie: (row: T) => string,
): T[] {
  const keysOf = (row: T) => [key(row)].flat();
  return [...rows].sort((a, b) => {
    const [x, y] = [keysOf(a), keysOf(b)];
    for (let i = 0; i < x.length; i += 1) {
      const [p, q] = [x[i]!, y[i]!];
      if (p === null || q === null) {
        if (p !== q) return p === null ? 1 : -1;
        continue;
      }
      const order = desc ? cmp(q, p) : cmp(p, q);
      if (order !== 0) return order;
    }
    return cmp(tie(a), tie(b));
  });
}
