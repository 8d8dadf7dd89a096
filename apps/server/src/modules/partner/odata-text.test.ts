import { describe, expect, it } from 'vitest';
import {
  formatPhone,
  odataIn,
  odataString,
  phoneCandidates,
} from './odata-text';

describe('the partner query texts (SPEC §5)', () => {
  it('should double single quotes inside a string literal', () => {
    expect(odataString("O'Malley's Pub")).toBe("'O''Malley''s Pub'");
    expect(odataString("''")).toBe("''''''");
    expect(odataIn('id', ["a'b", 'c', 'c'])).toBe("id in ('a''b','c')");
    expect(odataIn('id', [])).toBeNull();
  });

  it('should format a phone of 10 digits and return empty when missing or shorter', () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('555.123.4567')).toBe('(555) 123-4567');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
    expect(formatPhone('')).toBe('');
    expect(formatPhone('555-1234')).toBe('');
    expect(formatPhone('123456789')).toBe('');
    // Ten characters but fewer digits.
    expect(formatPhone('(555) 1234')).toBe('');
  });

  it('should try an 11-digit number also without its first digit', () => {
    expect(phoneCandidates('15551234567')).toEqual([
      '15551234567',
      '(555) 123-4567',
    ]);
    expect(phoneCandidates('+1 (555) 123-4567')).toEqual([
      '15551234567',
      '(555) 123-4567',
    ]);
  });

  it('should try a 10-digit number also with the country code', () => {
    expect(phoneCandidates('555-123-4567')).toEqual([
      '(555) 123-4567',
      '15551234567',
    ]);
    expect(phoneCandidates('555-1234')).toEqual([]);
    expect(phoneCandidates(null)).toEqual([]);
  });
});
