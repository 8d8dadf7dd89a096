import { describe, expect, it } from 'vitest';
import { nextAnniversary } from './next-anniversary';

describe('nextAnniversary', () => {
  it('should keep a date still ahead, today included', () => {
    expect(nextAnniversary('2027-03-01', '2026-11-01')).toBe('2027-03-01');
    expect(nextAnniversary('2026-11-01', '2026-11-01')).toBe('2026-11-01');
  });

  it('should move a past date to its next yearly return', () => {
    expect(nextAnniversary('2024-07-01', '2026-06-30')).toBe('2026-07-01');
    expect(nextAnniversary('2024-07-01', '2026-07-01')).toBe('2026-07-01');
    expect(nextAnniversary('2024-07-01', '2026-07-02')).toBe('2027-07-01');
    expect(nextAnniversary('2019-01-01', '2026-12-31')).toBe('2027-01-01');
  });

  it('should put February 29 on February 28 of a common year', () => {
    expect(nextAnniversary('2024-02-29', '2026-11-01')).toBe('2027-02-28');
    expect(nextAnniversary('2024-02-29', '2027-03-01')).toBe('2028-02-29');
    expect(nextAnniversary('2024-02-29', '2100-01-01')).toBe('2100-02-28');
  });

  it('should keep a month-end day that every year has', () => {
    expect(nextAnniversary('2025-01-31', '2026-02-01')).toBe('2027-01-31');
    expect(nextAnniversary('2025-12-31', '2026-12-31')).toBe('2026-12-31');
  });
});
