import { describe, expect, it } from 'vitest';
import { formatArea } from './format-area';

describe('formatArea (SPEC §9)', () => {
  it('should give square feet below an acre', () => {
    expect(formatArea(0)).toBe('0 sq ft');
    expect(formatArea(43_559)).toBe('43,559 sq ft');
  });

  it('should give acres from 43,560 sq ft up', () => {
    expect(formatArea(43_560)).toBe('1 acre');
    expect(formatArea(100_188)).toBe('2.3 acres');
    expect(formatArea(87_120_000)).toBe('2,000 acres');
  });

  it('should give nothing for no value', () => {
    expect(formatArea(null)).toBe('');
  });
});
