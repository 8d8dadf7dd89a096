import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate (SPEC §9)', () => {
  it('should print dates as M/D/YYYY without shifting the day', () => {
    expect(formatDate('2025-03-07')).toBe('3/7/2025');
    expect(formatDate('2024-12-31T23:30:00Z')).toBe('12/31/2024');
    expect(formatDate(null)).toBe('');
  });
});
