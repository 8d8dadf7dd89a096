/** A peer group's spread of one measure: quartiles with the ends. */
export interface PeerSpread {
  min: number;
  p25: number;
  median: number;
  p75: number;
  max: number;
}

/**
 * The value at fraction `q` (0 to 1) of ascending `sorted`, interpolated
 * between the two nearest values, as PostgreSQL's percentile_cont does.
 */
export function percentileOf(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new RangeError('No values');
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

/** Quartiles and ends of some values, in any order. */
export function spreadOf(values: readonly number[]): PeerSpread {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    min: sorted[0]!,
    p25: percentileOf(sorted, 0.25),
    median: percentileOf(sorted, 0.5),
    p75: percentileOf(sorted, 0.75),
    max: sorted[sorted.length - 1]!,
  };
}

/**
 * The share of `peers` strictly below `value`, 0 to 100, rounded down so
 * that 'higher than N% of the peers' holds.
 */
export function percentileRank(
  peers: readonly number[],
  value: number,
): number {
  if (peers.length === 0) throw new RangeError('No peers');
  const below = peers.filter((peer) => peer < value).length;
  return Math.floor((below * 100) / peers.length);
}
