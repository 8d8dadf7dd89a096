import type { Rng } from './prng';

/** Draws items by weight in O(log n) (cumulative weights, binary search). */
export class Weighted<T> {
  readonly items: readonly T[];
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(entries: ReadonlyArray<readonly [T, number]>) {
    if (entries.length === 0) throw new Error('Weighted needs entries');
    this.items = entries.map(([item]) => item);
    this.cumulative = new Float64Array(entries.length);
    let sum = 0;
    entries.forEach(([, weight], i) => {
      sum += weight;
      this.cumulative[i] = sum;
    });
    this.total = sum;
  }

  /** The item at a uniform position u in [0, 1). */
  at(u: number): T {
    const target = u * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo]!;
  }

  draw(rng: Rng): T {
    return this.at(rng.next());
  }
}

export function clamp(value: number, min: number, max: number): number {
  return value < min ? min : value > max ? max : value;
}

/** Zipf-like weights 1/(rank+offset)^s for a ranked list. */
export function zipfWeights(count: number, s: number, offset = 1): number[] {
  return Array.from({ length: count }, (_, i) => 1 / (i + offset) ** s);
}

/** Month (1-12) of a renewal: January heaviest, then July and October. */
export const RENEWAL_MONTHS = new Weighted<number>([
  [1, 46],
  [2, 3],
  [3, 4],
  [4, 6],
  [5, 3],
  [6, 4],
  [7, 13],
  [8, 3],
  [9, 4],
  [10, 8],
  [11, 3],
  [12, 3],
]);
