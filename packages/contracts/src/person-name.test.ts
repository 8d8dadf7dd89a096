import { describe, expect, it } from 'vitest';
import { personName } from './person-name';

describe('person names', () => {
  it('should join first and last name, leaving out a missing or blank part', () => {
    expect(personName('Paula', 'Castillo')).toBe('Paula Castillo');
    expect(personName(' Paula ', '')).toBe('Paula');
    expect(personName(null, 'Castillo')).toBe('Castillo');
    expect(personName(undefined, '  ')).toBe('');
  });
});
