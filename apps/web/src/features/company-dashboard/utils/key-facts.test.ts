import { describe, expect, it } from 'vitest';
import type { CompanyProfile } from '@edge/contracts';
import { countFigure } from './figures';
import { keyFactsOf } from './key-facts';

const profile: CompanyProfile = {
  muns: 'M1',
  sources: [],
  entity_name: 'Acme Foods',
  dba_name: null,
  address: null,
  city: null,
  state: 'CA',
  zip: null,
  county_fips: null,
  county_name: null,
  latitude: null,
  longitude: null,
  naics: null,
  naics_title: null,
  employees: 1138,
  revenue: 2_450_000,
  phone: null,
  website: null,
  ein: null,
  year_founded: null,
  alternate_addresses: 0,
  modules: ['pc'],
};

describe('key facts', () => {
  it('should show the exact employee count when it is in the thousands', () => {
    const facts = keyFactsOf(profile);
    expect(facts.find((f) => f.label === 'Employees')).toEqual({
      label: 'Employees',
      value: '1,138',
    });
  });

  it('should abbreviate money only, with the exact amount on hover', () => {
    const revenue = keyFactsOf(profile).find((f) => f.label === 'Revenue');
    expect(revenue).toEqual({
      label: 'Revenue',
      value: '$2.5M',
      full: '$2,450,000',
    });
  });

  it('should give a count figure in full', () => {
    expect(countFigure('Drivers', 12_345).value).toBe('12,345');
  });
});
