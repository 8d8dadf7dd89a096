import { describe, expect, it } from 'vitest';
import type { WcPolicy } from '@edge/contracts';
import {
  EMPTY_POLICIES_FILTER,
  filterPolicies,
  policiesFilterOptions,
  toModRange,
} from './policies-filter';

function policy(change: Partial<WcPolicy>): WcPolicy {
  return {
    policy_number: 'WC1',
    carrier_name: 'ZURICH',
    carrier_naic: null,
    effective_date: '2025-01-01',
    expiration_date: '2026-01-01',
    cancellation_date: null,
    reinstatement_date: null,
    coverage_status: 'ACTIVE',
    class_code: '8810',
    experience_mod: 1,
    estimated_premium: 1000,
    peo_name: null,
    self_insured: false,
    ...change,
  };
}

const ACTIVE = policy({});
const EXPIRED = policy({
  coverage_status: 'EXPIRED',
  carrier_name: 'HARTFORD',
  experience_mod: 1.3,
});
const SELF = policy({
  carrier_name: null,
  self_insured: true,
  experience_mod: null,
});
const ALL = [ACTIVE, EXPIRED, SELF];

describe('the policies and mods filter', () => {
  it('should narrow by status and carrier', () => {
    const byStatus = { ...EMPTY_POLICIES_FILTER, statuses: ['EXPIRED'] };
    expect(filterPolicies(ALL, byStatus)).toEqual([EXPIRED]);
    const byCarrier = { ...EMPTY_POLICIES_FILTER, carriers: ['Self-insured'] };
    expect(filterPolicies(ALL, byCarrier)).toEqual([SELF]);
  });

  it('should narrow by experience mod, leaving out unrated policies', () => {
    const filter = { ...EMPTY_POLICIES_FILTER, modRange: [0.9, 1.1] as const };
    expect(filterPolicies(ALL, filter)).toEqual([ACTIVE]);
    expect(filterPolicies(ALL, EMPTY_POLICIES_FILTER)).toEqual(ALL);
  });

  it('should offer the values on file and the mod bounds', () => {
    expect(policiesFilterOptions(ALL)).toEqual({
      statuses: ['ACTIVE', 'EXPIRED'],
      carriers: ['HARTFORD', 'Self-insured', 'ZURICH'],
      modBounds: [1, 1.3],
    });
    expect(policiesFilterOptions([SELF]).modBounds).toBeNull();
  });

  it('should read a range back at its bounds as no range', () => {
    expect(toModRange([1, 1.3], [1, 1.3])).toBeNull();
    expect(toModRange([1.1, 1.3], [1, 1.3])).toEqual([1.1, 1.3]);
  });
});
