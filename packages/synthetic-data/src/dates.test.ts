import { describe, expect, it } from 'vitest';
import {
  addMonthsFirst,
  addYears,
  civil,
  compactDate,
  dayNumber,
  isoDate,
  oracleDate,
} from './dates';

describe('dates', () => {
  it('should agree with the calendar on day numbers', () => {
    for (
      let day = dayNumber(1900, 1, 1);
      day < dayNumber(2030, 1, 1);
      day += 17
    ) {
      const expected = new Date(day * 86_400_000).toISOString().slice(0, 10);
      expect(isoDate(day)).toBe(expected);
      const [y, m, d] = civil(day);
      expect(dayNumber(y, m, d)).toBe(day);
    }
  });

  it('should format dates as the sources do', () => {
    const day = dayNumber(2024, 3, 5);
    expect(isoDate(day)).toBe('2024-03-05');
    expect(compactDate(day)).toBe('20240305');
    expect(oracleDate(day)).toBe('05-MAR-24');
  });

  it('should find due dates and anniversaries', () => {
    expect(isoDate(addMonthsFirst(dayNumber(2024, 12, 31), 8) - 1)).toBe(
      '2025-07-31',
    );
    expect(isoDate(addYears(dayNumber(2024, 7, 1), 1))).toBe('2025-07-01');
    expect(isoDate(addYears(dayNumber(2024, 2, 29), 1))).toBe('2025-03-01');
  });
});
