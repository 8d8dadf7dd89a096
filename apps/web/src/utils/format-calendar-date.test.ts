import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './format-calendar-date';

describe('formatCalendarDate', () => {
  it('should write a day as M/D/YYYY without leading zeros', () => {
    expect(formatCalendarDate('2026-03-04')).toBe('3/4/2026');
    expect(formatCalendarDate('2025-12-31')).toBe('12/31/2025');
  });

  it('should keep the day a timestamp is written with', () => {
    expect(formatCalendarDate('2026-01-01T23:30:00.000Z')).toBe('1/1/2026');
  });

  it('should give nothing for a missing or unreadable value', () => {
    expect(formatCalendarDate(null)).toBe('');
    expect(formatCalendarDate('')).toBe('');
    expect(formatCalendarDate('March 4')).toBe('');
  });
});
