import { describe, expect, it } from 'vitest';
import type { WcPoliciesView } from './commercial-facts.table';
import { isInForce } from './workers-comp.service';

const policy = (dates: Partial<WcPoliciesView>) =>
  ({
    effective_date: '2025-01-01',
    expiration_date: '2026-01-01',
    cancellation_date: null,
    reinstatement_date: null,
    ...dates,
  }) as WcPoliciesView;

describe('isInForce', () => {
  it('should be in force within its term only', () => {
    expect(isInForce(policy({}), '2025-06-30')).toBe(true);
    expect(isInForce(policy({}), '2024-12-31')).toBe(false);
    // The expiration day is the renewal's first day.
    expect(isInForce(policy({}), '2026-01-01')).toBe(false);
  });

  it('should not be in force once cancelled, unless reinstated since', () => {
    const cancelled = policy({ cancellation_date: '2025-03-15' });
    expect(isInForce(cancelled, '2025-03-14')).toBe(true);
    expect(isInForce(cancelled, '2025-03-15')).toBe(false);
    const reinstated = policy({
      cancellation_date: '2025-03-15',
      reinstatement_date: '2025-04-01',
    });
    expect(isInForce(reinstated, '2025-03-20')).toBe(false);
    expect(isInForce(reinstated, '2025-04-01')).toBe(true);
  });

  it('should not be in force without an effective date', () => {
    expect(isInForce(policy({ effective_date: null }), '2025-06-30')).toBe(
      false,
    );
  });
});
