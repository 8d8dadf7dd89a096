import { describe, expect, it } from 'vitest';
import type { PeerMeasure } from '../peer-benchmarks';
import { describePeerGroup, describeRank, formatShare } from './peer-text';

const MEASURE: PeerMeasure = {
  status: 'ok',
  value: 0.06,
  peers: 148,
  min: 0.01,
  p25: 0.03,
  median: 0.04,
  p75: 0.05,
  max: 0.09,
  percentile_rank: 72,
};

describe('peer text', () => {
  it('should word the rank with the peers it is drawn from', () => {
    expect(describeRank(MEASURE, 5)).toBe('Higher than 72% of 148 peers');
    expect(describeRank({ ...MEASURE, peers: 1 }, 5)).toBe(
      'Higher than 72% of 1 peer',
    );
  });

  it('should say why there is no rank', () => {
    expect(
      describeRank({ ...MEASURE, status: 'not_enough_peers', peers: 3 }, 5),
    ).toBe('Not enough peers: 3 peers, at least 5 needed');
    expect(
      describeRank({ ...MEASURE, status: 'no_company_value', value: null }, 5),
    ).toBe('Not reported for this company; 148 peers');
  });

  it('should name the group by sector, size band and state, or all states', () => {
    const group = {
      sector: '62',
      sector_label: 'Health Care and Social Assistance',
      size_band: '10-49',
      size_band_label: '10 to 49 employees',
      state: 'CA',
      state_label: 'California',
      scope: 'state' as const,
    };
    expect(describePeerGroup(group)).toBe(
      'Health Care and Social Assistance, 10 to 49 employees, California',
    );
    expect(describePeerGroup({ ...group, scope: 'national' })).toBe(
      'Health Care and Social Assistance, 10 to 49 employees, all states (too few in California)',
    );
  });

  it('should write a share as a percent with one decimal', () => {
    expect(formatShare(0.052)).toBe('5.2%');
    expect(formatShare(0)).toBe('0.0%');
  });
});
