import { describe, expect, it } from 'vitest';
import {
  formatAbbreviated,
  formatCount,
  formatFullMoney,
  formatMoney,
  formatDate,
  formatMonth,
} from './value-format';

describe('value formats (SPEC §9)', () => {
  it('should abbreviate with k, M and B', () => {
    expect(
      [0, 950, 1000, 12_345, 4_500_000, 1_230_000_000].map(formatAbbreviated),
    ).toEqual(['0', '950', '1k', '12.3k', '4.5M', '1.2B']);
  });

  it('should carry a rounded 1000k over to 1M', () => {
    expect(formatAbbreviated(999_950)).toBe('1M');
  });

  it('should print money with a dollar sign and nothing for no value', () => {
    expect(formatMoney(2_750_000)).toBe('$2.8M');
    expect(formatMoney(-1500)).toBe('-$1.5k');
    expect(formatMoney(null)).toBe('');
  });

  it('should print money in full for a tooltip', () => {
    expect(formatFullMoney(1_234_567.4)).toBe('$1,234,567');
    expect(formatFullMoney(-1500)).toBe('-$1,500');
  });

  it('should print counts with separators', () => {
    expect(formatCount(12_345)).toBe('12,345');
    expect(formatCount(undefined)).toBe('');
  });

  it('should name months', () => {
    expect([1, 12, null].map(formatMonth)).toEqual(['Jan', 'Dec', '']);
  });
});

describe('formatDate (SPEC §9)', () => {
  it('should print dates as M/D/YYYY without shifting the day', () => {
    expect(formatDate('2025-03-07')).toBe('3/7/2025');
    expect(formatDate('2024-12-31T23:30:00Z')).toBe('12/31/2024');
    expect(formatDate(null)).toBe('');
  });
});
