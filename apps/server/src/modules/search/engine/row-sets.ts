/** Sorted row sets: intersection and union of ascending Int32Arrays. */

export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      out[k++] = x;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return out.subarray(0, k);
}

export function union(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length || j < b.length) {
    const x = i < a.length ? a[i]! : Infinity;
    const y = j < b.length ? b[j]! : Infinity;
    if (x <= y) {
      out[k++] = x;
      i++;
      if (x === y) j++;
    } else {
      out[k++] = y;
      j++;
    }
  }
  return out.subarray(0, k);
}

/** Combines the row sets of several terms: all of them, or any. */
export function combine(sets: Int32Array[], all: boolean): Int32Array {
  if (sets.length === 0) return new Int32Array(0);
  return sets.reduce((acc, set) =>
    all ? intersect(acc, set) : union(acc, set),
  );
}
