import { describe, expect, it } from 'vitest';
import type { FilingsView, PlanFinancialsView } from './benefit-facts.table';
import { financialsByFiling, planKindOf } from './plan-year';

const filing = (f: Partial<FilingsView>) =>
  ({
    welfare_codes: null,
    pension_codes: null,
    plan_number: '501',
    ...f,
  }) as FilingsView;

describe('planKindOf', () => {
  it('should read the characteristic codes', () => {
    expect(planKindOf(filing({ welfare_codes: '4A4D' }))).toBe('welfare');
    expect(planKindOf(filing({ pension_codes: '2E2J' }))).toBe('retirement');
    expect(
      planKindOf(filing({ welfare_codes: '4A', pension_codes: '2E' })),
    ).toBe('both');
  });

  it('should fall back on the plan number without codes', () => {
    expect(planKindOf(filing({ plan_number: '502' }))).toBe('welfare');
    expect(planKindOf(filing({ plan_number: '001' }))).toBe('retirement');
  });
});

describe('financialsByFiling', () => {
  it('should keep Schedule H over I over the short form', () => {
    const row = (ack_id: string, schedule: string) =>
      ({ ack_id, schedule }) as PlanFinancialsView;
    const kept = financialsByFiling([
      row('A', 'SF'),
      row('A', 'H'),
      row('A', 'I'),
      row('B', 'SF'),
    ]);
    expect([...kept].map(([ack, r]) => [ack, r.schedule])).toEqual([
      ['A', 'H'],
      ['B', 'SF'],
    ]);
  });
});
