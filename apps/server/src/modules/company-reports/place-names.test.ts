import { describe, expect, it } from 'vitest';
import { countyNameOf, naicsTitleOf } from './place-names';

describe('naicsTitleOf', () => {
  it('should title a six-digit NAICS code', () => {
    expect(naicsTitleOf('541211')).toBe(
      'Offices of Certified Public Accountants',
    );
  });

  it('should give a code padded with zeros its group title', () => {
    expect(naicsTitleOf('722500')).toBe('Restaurants and Other Eating Places');
  });

  it('should answer null for an unknown or missing code', () => {
    expect(naicsTitleOf('999999')).toBeNull();
    expect(naicsTitleOf(null)).toBeNull();
  });
});

describe('countyNameOf', () => {
  it('should give the full name of a county', () => {
    expect(countyNameOf('39049')).toBe('Franklin County');
    expect(countyNameOf('22071')).toBe('Orleans Parish');
  });

  it('should answer null for an unknown or missing FIPS', () => {
    expect(countyNameOf('99999')).toBeNull();
    expect(countyNameOf(null)).toBeNull();
  });
});
