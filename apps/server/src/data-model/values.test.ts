import { describe, expect, it } from 'vitest';
import { date, flag, RowError } from './values';

const dateOf = (value: string) => date({ D: value }, 'D');

describe('dates', () => {
  it('reads each agency format as YYYY-MM-DD', () => {
    expect(dateOf('2024-02-29')).toBe('2024-02-29');
    expect(dateOf('2024-03-01T00:00:00')).toBe('2024-03-01');
    expect(dateOf('20231231')).toBe('2023-12-31');
    expect(dateOf('15-JAN-24')).toBe('2024-01-15');
    expect(dateOf('3/7/2025')).toBe('2025-03-07');
    expect(dateOf(' ')).toBeNull();
  });

  it('refuses days no calendar has, leap years counted', () => {
    for (const value of [
      '2023-02-29',
      '1900-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '2024-01-00',
      '31-JUN-23',
    ]) {
      expect(() => dateOf(value), value).toThrow(RowError);
    }
    expect(dateOf('2000-02-29')).toBe('2000-02-29');
    expect(dateOf('2024-12-31')).toBe('2024-12-31');
  });
});

describe('checkbox flags', () => {
  it('counts 1, Y, X and TRUE in any case and spacing as checked', () => {
    const flagOf = (value: string | undefined) => flag({ F: value }, 'F');
    for (const value of ['1', ' 1 ', 'Y', 'y', 'X', 'true', 'TRUE ']) {
      expect(flagOf(value), value).toBe(1);
    }
    for (const value of [undefined, '', '0', 'N', '2', 'no']) {
      expect(flagOf(value), String(value)).toBe(0);
    }
  });
});
