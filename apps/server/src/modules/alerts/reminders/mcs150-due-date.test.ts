import { describe, expect, it } from 'vitest';
import { mcs150DueDate } from './mcs150-due-date';

describe('mcs150DueDate', () => {
  it('should read the month from the next-to-last digit', () => {
    // 1 -> January, odd year.
    expect(mcs150DueDate('12315', '2026-11-27')).toBe('2027-01-31');
    // 9 -> September, even year.
    expect(mcs150DueDate('4492', '2026-01-15')).toBe('2026-09-30');
  });

  it('should take a 0 as October', () => {
    expect(mcs150DueDate('21800', '2026-01-01')).toBe('2026-10-31');
    expect(mcs150DueDate('1203', '2026-01-01')).toBe('2027-10-31');
  });

  it('should keep odd numbers on odd years and even ones on even years', () => {
    expect(mcs150DueDate('1227', '2026-01-01')).toBe('2027-02-28');
    expect(mcs150DueDate('1228', '2026-01-01')).toBe('2026-02-28');
    expect(mcs150DueDate('1228', '2027-01-01')).toBe('2028-02-29');
  });

  it('should move a due day already past two years on', () => {
    expect(mcs150DueDate('21800', '2026-11-01')).toBe('2028-10-31');
    // The due day itself still counts.
    expect(mcs150DueDate('21800', '2026-10-31')).toBe('2026-10-31');
  });

  it('should end each month on its own last day', () => {
    expect(mcs150DueDate('1244', '2026-01-01')).toBe('2026-04-30');
    expect(mcs150DueDate('1266', '2026-01-01')).toBe('2026-06-30');
    expect(mcs150DueDate('1288', '2026-01-01')).toBe('2026-08-31');
  });

  it('should read leading zeros, a single digit and stray characters', () => {
    expect(mcs150DueDate('0987654', '2026-01-01')).toBe('2026-05-31');
    expect(mcs150DueDate('7', '2026-01-01')).toBe('2027-10-31');
    expect(mcs150DueDate('USDOT 1,2,3', '2026-01-01')).toBe('2027-02-28');
    expect(mcs150DueDate('n/a', '2026-01-01')).toBeNull();
  });
});
