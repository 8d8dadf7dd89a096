import { describe, expect, it } from 'vitest';
import type { PeerMeasure } from '@edge/contracts';
import { peerRange } from './peer-range';

const MEASURE: PeerMeasure = {
  status: 'ok',
  value: 60,
  peers: 9,
  min: 0,
  p25: 25,
  median: 40,
  p75: 50,
  max: 100,
  percentile_rank: 77,
};

describe('peerRange', () => {
  it('should place the middle half, median and company on the peers span', () => {
    expect(peerRange(MEASURE)).toEqual({
      from: 25,
      to: 50,
      median: 40,
      company: 60,
    });
  });

  it('should stretch the span to a company beyond the peers', () => {
    expect(peerRange({ ...MEASURE, value: 200 })).toEqual({
      from: 12.5,
      to: 25,
      median: 20,
      company: 100,
    });
  });

  it('should draw no marker for a company without the measure', () => {
    expect(peerRange({ ...MEASURE, value: null })?.company).toBeNull();
  });

  it('should center everything when every value is the same', () => {
    const flat = { min: 5, p25: 5, median: 5, p75: 5, max: 5, value: 5 };
    expect(peerRange({ ...MEASURE, ...flat })).toEqual({
      from: 50,
      to: 50,
      median: 50,
      company: 50,
    });
  });

  it('should give no range without peer figures', () => {
    const none = { min: null, p25: null, median: null, p75: null, max: null };
    expect(
      peerRange({ ...MEASURE, ...none, status: 'not_enough_peers' }),
    ).toBeNull();
  });
});
