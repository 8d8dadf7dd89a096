import { describe, expect, it } from 'vitest';
import { loadNaics, naicsTitle } from './naics';

const data = loadNaics();

describe('naicsTitle', () => {
  it('should give the 2017 title of a code', () => {
    expect(naicsTitle(data, '722511')).toBe('Full-Service Restaurants');
  });

  it('should drop the stray footnote mark after a word or a parenthesis', () => {
    expect(data['11']?.Title).toMatch(/HuntingT$/);
    expect(naicsTitle(data, '11')).toBe(
      'Agriculture, Forestry, Fishing and Hunting',
    );
    expect(naicsTitle(data, '7224')).toBe(
      'Drinking Places (Alcoholic Beverages)',
    );
  });

  it('should be empty when the code is unknown', () => {
    expect(naicsTitle(data, '999999')).toBe('');
  });
});
