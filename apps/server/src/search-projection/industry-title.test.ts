import { describe, expect, it } from 'vitest';
import { loadNaics } from '@edge/reference-data';
import { industryTitle } from './industry-title';

const naics = loadNaics();

describe('industryTitle', () => {
  it('should give the NAICS title of a six-digit code', () => {
    expect(industryTitle(naics, '722511')).toBe('Full-Service Restaurants');
  });

  it("should give the group's title when a code is padded with zeros", () => {
    expect(industryTitle(naics, '722500')).toBe(
      'Restaurants and Other Eating Places',
    );
  });

  it('should drop the stray footnote mark after a closing parenthesis', () => {
    expect(industryTitle(naics, '722400')).toBe(
      'Drinking Places (Alcoholic Beverages)',
    );
  });

  it('should be null when the code is unknown', () => {
    expect(industryTitle(naics, '999999')).toBeNull();
    expect(industryTitle(naics, '990000')).toBeNull();
  });
});
