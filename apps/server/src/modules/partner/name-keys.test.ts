import { describe, expect, it } from 'vitest';
import { addressForms, addressKey, nameCores, nameKey } from './name-keys';

describe('name and address keys', () => {
  it('should read spellings of one name alike', () => {
    const key = 'MCCARTHY AND CRAWFORD HOME IMPROVEMENT';
    for (const name of [
      'McCarthy & Crawford Home Improvement, L.L.C.',
      'MCCARTHY & CRAWFORD HOME IMPROVEMENT LLC',
      'Mccarthy And Crawford Home Improvement',
      'McCarthy & Crawford Home Improvement Incorporated',
    ]) {
      expect(nameKey(name), name).toBe(key);
    }
    expect(nameKey("O'Malley's Pub, Inc.")).toBe('OMALLEYS PUB');
    expect(nameKey('Acme Co Inc')).toBe('ACME');
    expect(nameKey('Inc')).toBe('INC');
  });

  it('should give the name as written without its legal form, & and and swapped', () => {
    expect(nameCores('McCarthy & Crawford Home Improvement, L.L.C.')).toEqual([
      'McCarthy & Crawford Home Improvement',
      'McCarthy and Crawford Home Improvement',
    ]);
    expect(nameCores('SXL GRILL INC')).toEqual(['SXL GRILL']);
    expect(nameCores('Smith and Sons Corporation')).toEqual([
      'Smith and Sons',
      'Smith & Sons',
    ]);
  });

  it('should read street lines alike without their unit', () => {
    expect(addressKey('291 North Hill Road')).toBe('291 N HILL RD');
    expect(addressKey('291 N. HILL RD.')).toBe('291 N HILL RD');
    expect(addressKey('377 Pioneer Way Ste 510')).toBe('377 PIONEER WAY');
    expect(addressKey('377 Pioneer Way # 5')).toBe('377 PIONEER WAY');
    expect(addressKey(null)).toBe('');
    expect(addressForms('377 N Pioneer Pkwy Suite 5')).toEqual([
      '377 N PIONEER PKWY',
      '377 NORTH PIONEER PARKWAY',
    ]);
    expect(addressForms('Main')).toEqual([]);
  });
});
