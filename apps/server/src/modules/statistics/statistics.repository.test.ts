import { describe, expect, it } from 'vitest';
import { nextPrefix } from './statistics.repository';

describe('nextPrefix', () => {
  it('should bound the codes under a NAICS prefix by digits alone', () => {
    expect(nextPrefix('23')).toBe('24');
    expect(nextPrefix('2389')).toBe('2390');
    expect(nextPrefix('0999')).toBe('1000');
    expect(nextPrefix('99')).toBeNull();
    expect(nextPrefix('999999')).toBeNull();
  });
});
