import { describe, expect, it } from 'vitest';
import { formatRequestDate, shortenFileName } from './export-history-format';

describe('shortenFileName', () => {
  it('should keep names of 15 characters or fewer', () => {
    expect(shortenFileName('export-123.csv')).toBe('export-123.csv');
    expect(shortenFileName('a'.repeat(15))).toBe('a'.repeat(15));
  });

  it("should cut longer names to 15 characters and '..'", () => {
    expect(shortenFileName('commercial-leads-2026.xlsx')).toBe(
      'commercial-lead..',
    );
  });
});

describe('formatRequestDate', () => {
  it('should print MM/DD/YYYY hh:mm:ss in local time', () => {
    const local = new Date(2026, 0, 5, 7, 8, 9).toISOString();
    expect(formatRequestDate(local)).toBe('01/05/2026 07:08:09');
  });

  it('should print an empty string for a bad date', () => {
    expect(formatRequestDate('not a date')).toBe('');
  });
});
