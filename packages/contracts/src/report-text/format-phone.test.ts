import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone';

describe('formatPhone (SPEC §5)', () => {
  it('should format ten digits, dropping a leading 1', () => {
    expect(formatPhone('6272286720')).toBe('(627) 228-6720');
    expect(formatPhone('1-627-228-6720')).toBe('(627) 228-6720');
  });

  it('should give nothing for no value or fewer than 10 characters', () => {
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('555-1234')).toBe('');
  });

  it('should leave other numbers as they are', () => {
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});
