import { describe, expect, it } from 'vitest';
import type { ChangedCompany } from './changed-companies';
import { pickFavorites } from './demo-favorite-picks';

const company = (muns: string, ...changes: string[]): ChangedCompany => ({
  muns,
  state: 'TX',
  module: 'pc',
  changes,
});

// 30 companies with a new WC policy, 3 with a new OSHA inspection (one of
// them with a cancelled policy too), 2 with a new motor carrier.
const CHANGED = [
  ...Array.from({ length: 30 }, (_, i) =>
    company(`1${String(i).padStart(3, '0')}`, 'wc_policies new'),
  ),
  company('2001', 'osha_inspection new'),
  company('2002', 'osha_inspection new'),
  company('2003', 'osha_inspection new', 'wc_policies cancelled'),
  company('3001', 'fmcsa_census new'),
  company('3002', 'fmcsa_census new'),
];
const UNCHANGED = Array.from({ length: 20 }, (_, i) => `9${i}`);

describe('pickFavorites', () => {
  it('should take four fifths changed companies, each kind of change in turn, then unchanged ones', () => {
    const picks = pickFavorites('pc.broker pc', CHANGED, UNCHANGED, 10);
    expect(picks).toHaveLength(10);
    expect(new Set(picks).size).toBe(10);
    const changed = picks.filter((muns) => !UNCHANGED.includes(muns));
    expect(changed).toHaveLength(8);
    // The rare kinds are there although most news is a new WC policy.
    expect(changed.filter((m) => m.startsWith('2'))).not.toHaveLength(0);
    expect(changed.filter((m) => m.startsWith('3'))).not.toHaveLength(0);
  });

  it('should pick the same companies every time, in an order of each user', () => {
    const first = pickFavorites('pc.broker pc', CHANGED, UNCHANGED, 12);
    expect(pickFavorites('pc.broker pc', CHANGED, UNCHANGED, 12)).toEqual(
      first,
    );
    expect(pickFavorites('ent.admin pc', CHANGED, UNCHANGED, 12)).not.toEqual(
      first,
    );
  });

  it('should fill up with unchanged companies when news is short', () => {
    const picks = pickFavorites(
      'eb.broker eb',
      CHANGED.slice(30),
      UNCHANGED,
      10,
    );
    expect(picks).toHaveLength(10);
    expect(picks.filter((muns) => UNCHANGED.includes(muns))).toHaveLength(5);
    expect(pickFavorites('x', [], [], 10)).toEqual([]);
  });
});
