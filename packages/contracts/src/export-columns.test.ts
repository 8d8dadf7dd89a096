import { describe, expect, it } from 'vitest';
import { EB_SHOWN_COLUMNS, PC_SHOWN_COLUMNS } from './export-columns';
import type { EbHit } from './search-eb';
import type { PcHit } from './search-pc';

const base = {
  muns: '100000001',
  entity_name: 'Acme Plumbing LLC',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  county_fips: '48453',
  latitude: 30.27,
  longitude: -97.74,
  naics: '238220',
  industry: 'Plumbing Contractors',
  employees: 1250,
  revenue: 4_560_000,
  phone: null,
  website: null,
};

const textOf = <H>(
  columns: readonly { key: string; text: (hit: H) => string }[],
  hit: H,
) => Object.fromEntries(columns.map((c) => [c.key, c.text(hit)]));

describe('exported results columns', () => {
  it("should write a commercial hit's cells as the table shows them", () => {
    const hit = {
      ...base,
      activity_date: '2026-03-07',
      osha_inspections: 0,
      osha_violations: 0,
      osha_penalties: 0,
      whd_cases: 2,
      whd_back_wages: 12_345,
      dot_number: null,
      dot_power_units: null,
      property_year_built: null,
      wc_carrier: null,
      wc_expiration_date: '2027-01-15',
      opportunity: 45,
    } satisfies PcHit;
    expect(textOf(PC_SHOWN_COLUMNS, hit)).toMatchObject({
      entity_name: 'Acme Plumbing LLC',
      opportunity: '45',
      osha_violations: '',
      whd_back_wages: '$12.3k',
      dot_power_units: '',
      wc_expiration_date: '1/15/2027',
      employees: '1,250',
      activity_date: '3/7/2026',
      revenue: '$4.6M',
    });
  });

  it('should name the other parties and a contract without a broker', () => {
    const hit = {
      ...base,
      scopes: [],
      plan_year: 2025,
      participants: 980,
      renewal_month: 7,
      premium: 1_200_000,
      lob_ids: [],
      carrier: 'Aetna',
      carrier_more: 2,
      broker: null,
      broker_msid: null,
      broker_more: 0,
      self_funded: false,
      opportunity: null,
    } satisfies EbHit;
    expect(textOf(EB_SHOWN_COLUMNS, hit)).toMatchObject({
      opportunity: '',
      renewal_month: 'Jul',
      premium: '$1.2M',
      carrier: 'Aetna + 2 more',
      broker: 'Not provided',
      participants: '980',
      plan_year: '2025',
    });
  });
});
