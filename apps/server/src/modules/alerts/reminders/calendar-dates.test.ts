import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, daysInMonth, localDate } from './calendar-dates';

describe('calendar dates', () => {
  it('should add days across month, year and leap-day ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2027-03-01', -120)).toBe('2026-11-01');
  });

  it('should count whole days between two dates, negative backwards', () => {
    expect(daysBetween('2026-11-01', '2027-03-01')).toBe(120);
    expect(daysBetween('2027-03-01', '2026-11-01')).toBe(-120);
    // A daylight-saving change in between changes nothing.
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
  });

  it('should know the length of February in leap and common years', () => {
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2027, 10)).toBe(31);
  });

  it('should take the server calendar date of a time, not the UTC one', () => {
    expect(localDate(new Date(2026, 0, 31, 23, 59))).toBe('2026-01-31');
  });
});
