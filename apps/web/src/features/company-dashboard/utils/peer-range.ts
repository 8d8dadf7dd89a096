import type { PeerMeasure } from '@edge/contracts';

/** Where the range bar draws a measure, each in percent of its width. */
export interface PeerRange {
  /** The peers' middle half (25th to 75th percentile). */
  from: number;
  to: number;
  median: number;
  /** The company's marker; null when it has no value. */
  company: number | null;
}

/**
 * The bar spans the lowest to the highest of the peers and the company,
 * so the company's marker is always on it. Null without peer figures.
 */
export function peerRange(measure: PeerMeasure): PeerRange | null {
  const { min, p25, median, p75, max, value } = measure;
  if (min === null || p25 === null || median === null) return null;
  if (p75 === null || max === null) return null;
  const low = value === null ? min : Math.min(min, value);
  const high = value === null ? max : Math.max(max, value);
  const span = high - low;
  const at = (v: number) => (span === 0 ? 50 : ((v - low) / span) * 100);
  return {
    from: at(p25),
    to: at(p75),
    median: at(median),
    company: value === null ? null : at(value),
  };
}
