import { describe, expect, it } from 'vitest';
import { formatRenewalDate } from './format-renewal-date';

describe('formatRenewalDate', () => {
  it('should print M/D/YYYY without leading zeros', () => {
    expect(formatRenewalDate('2026-03-07')).toBe('3/7/2026');
    expect(formatRenewalDate('2026-12-31')).toBe('12/31/2026');
  });

  it('should keep an unexpected value as it came', () => {
    expect(formatRenewalDate('soon')).toBe('soon');
  });
});
