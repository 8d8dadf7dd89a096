import { describe, expect, it } from 'vitest';
import { formatTimestampDate } from './format-timestamp';

describe('formatTimestampDate (SPEC §9)', () => {
  it('should print the local day of a timestamp as M/D/YYYY', () => {
    const lateEvening = new Date(2030, 0, 5, 23, 30).toISOString();
    expect(formatTimestampDate(lateEvening)).toBe('1/5/2030');
    const morning = new Date(2030, 10, 21, 0, 15).toISOString();
    expect(formatTimestampDate(morning)).toBe('11/21/2030');
  });

  it('should print nothing for a missing or unreadable value', () => {
    expect(formatTimestampDate(null)).toBe('');
    expect(formatTimestampDate('yesterday')).toBe('');
  });
});
