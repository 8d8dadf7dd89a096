import { describe, expect, it } from 'vitest';
import { countyFullName } from './county-names';

describe('countyFullName', () => {
  it.each([
    ['48453', 'Travis', 'Travis County'],
    ['22071', 'Orleans', 'Orleans Parish'],
    ['02020', 'Anchorage', 'Anchorage Municipality'],
    ['02110', 'Juneau', 'Juneau City and Borough'],
    ['02050', 'Bethel', 'Bethel Census Area'],
    ['02122', 'Kenai Peninsula', 'Kenai Peninsula Borough'],
    ['51510', 'Alexandria', 'Alexandria city'],
    ['51059', 'Fairfax', 'Fairfax County'],
    ['51095', 'James City', 'James City County'],
    ['24510', 'Baltimore', 'Baltimore city'],
    ['29510', 'St. Louis', 'St. Louis city'],
    ['32510', 'Carson City', 'Carson City'],
    ['11001', 'District of Columbia', 'District of Columbia'],
    ['72001', 'Adjuntas', 'Adjuntas Municipio'],
    ['78010', 'St. Croix', 'St. Croix Island'],
    ['66010', 'Guam', 'Guam'],
    ['69110', 'Saipan', 'Saipan Municipality'],
    ['60010', 'Eastern', 'Eastern District'],
  ])('should name %s %s as %s', (fips, name, expected) => {
    expect(countyFullName(fips, name)).toBe(expected);
  });
});
