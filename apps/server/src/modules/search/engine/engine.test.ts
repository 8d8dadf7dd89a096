import {
  ALL_STATE_CODES,
  ebCriteriaSchema,
  pcCriteriaSchema,
  type EbCriteriaInput,
  type PcCriteriaInput,
} from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import {
  brokersAggregation,
  carriersAggregation,
  statesAggregation,
} from './aggregations';
import { planEb } from './eb-plan';
import { IndexBuilder } from './index-builder';
import { matchRows } from './match';
import { MunsColumn } from './muns-column';
import { pageRows } from './page';
import { planPc } from './pc-plan';
import type {
  BrokerLinkRow,
  CarrierLinkRow,
  ProjectionRow,
} from './projection-row';
import { SortOrders } from './sort-orders';
import { projectionRow } from '../../../testing/search-rows';

// Rows in name order, as the loader gives them.
const ROWS: ProjectionRow[] = [
  projectionRow({
    muns: '1',
    name: 'Acme Freight',
    state: 'TX',
    city: 'Austin',
    zip: '78701',
    county_fips: '48453',
    latitude: 30.27,
    longitude: -97.74,
    naics: '484121',
    employees: 120,
    revenue: 9_000_000,
    activity_date: '2025-03-01',
    dot_number: '123',
    dot_power_units: 40,
    dot_hazmat: 1,
    dot_mcs150_year: 2025,
    osha_inspections: 2,
    osha_violations: 3,
    osha_penalties: 15_000,
    flood_level: 4,
    wc_carrier: 'Texas Mutual',
    wc_expiration_date: '2026-07-01',
    eb_scopes: 1,
    renewal_months: 1,
    lob_mask: 0b101,
    premium: 500_000,
    participants: 110,
    plan_year: 2024,
  }),
  projectionRow({
    muns: '2',
    name: 'Bluebonnet Dental',
    state: 'TX',
    city: 'Dallas',
    zip: '75201',
    latitude: 32.78,
    longitude: -96.8,
    naics: '621210',
    employees: 15,
    activity_date: '2022-05-01',
    eb_scopes: 2,
    address_states: 'TX,OK',
  }),
  projectionRow({
    muns: '3',
    name: 'Cascade Foods',
    state: 'CA',
    city: 'Fresno',
    zip: '93721',
    naics: '311811',
    industry: 'Retail Bakeries',
    website: 'www.cascade-foods.com',
    employees: 800,
    activity_date: '2025-11-01',
    eb_scopes: 1,
    renewal_months: 1 << 6,
    lob_mask: 1 << 19,
    lob_other_text: 'pet insurance',
    premium: 2_000_000,
    participants: 700,
    plan_year: 2025,
  }),
  projectionRow({
    muns: '4',
    name: 'Delta Roofing',
    dba_name: 'Delta Roofs',
    state: 'PR',
    naics: '238160',
    employees: null,
    activity_date: '2025-01-15',
    whd_cases: 1,
    whd_back_wages: 50_000,
  }),
];

const CARRIERS: Record<string, CarrierLinkRow[]> = {
  '1': [
    {
      muns: '1',
      carrier_name: 'UNITEDHEALTHCARE INS CO',
      carrier_name_normalized: 'Unitedhealthcare Insurance',
    },
    {
      muns: '1',
      carrier_name: 'DELTA DENTAL OF TX',
      carrier_name_normalized: 'Delta Dental',
    },
  ],
  '3': [
    {
      muns: '3',
      carrier_name: 'UNITED HEALTHCARE INSURANCE COMPANY',
      carrier_name_normalized: 'Unitedhealthcare Insurance',
    },
  ],
};

const broker = (
  muns: string,
  msid: string,
  name: string,
  state: string,
): BrokerLinkRow => ({
  muns,
  msid,
  broker_name: name.toUpperCase(),
  broker_name_normalized: name,
  address: '1 Main St',
  city: 'Houston',
  state,
  zip: '77002',
  county_fips: '48201',
});

const BROKERS: Record<string, BrokerLinkRow[]> = {
  '1': [broker('1', 'B1', 'Lone Star Benefits', 'TX')],
};

function buildIndex() {
  const builder = new IndexBuilder(ROWS.length);
  for (const row of ROWS) {
    builder.add(row, CARRIERS[row.muns] ?? [], BROKERS[row.muns] ?? []);
  }
  return builder.finish('v1', [
    {
      msid: 'B1',
      name: 'LONE STAR BENEFITS',
      name_normalized: 'Lone Star Benefits',
      client_count: 12,
    },
  ]);
}

const index = buildIndex();
const orders = new SortOrders(index);
const ALL = ALL_STATE_CODES;
const munsOf = (rows: Int32Array) => Array.from(rows, (r) => index.muns.get(r));

function pc(criteria: PcCriteriaInput, permitted: readonly string[] = ALL) {
  return munsOf(
    matchRows(planPc(index, pcCriteriaSchema.parse(criteria), permitted)),
  );
}

function eb(criteria: EbCriteriaInput, permitted: readonly string[] = ALL) {
  return munsOf(
    matchRows(planEb(index, ebCriteriaSchema.parse(criteria), permitted)),
  );
}

const noDates = { activityDateRange: { minDate: null } };

describe('commercial plan', () => {
  it('should keep the activity default of two years back', () => {
    expect(pc({})).toEqual(['1', '3', '4']);
    expect(pc(noDates)).toEqual(['1', '2', '3', '4']);
  });

  it('should never return a company outside the permitted states', () => {
    expect(pc(noDates, ['PR', 'TX'])).toEqual(['1', '2', '4']);
    expect(
      pc({ ...noDates, locationSearch: { states: ['CA'] } }, ['PR', 'TX']),
    ).toEqual([]);
  });

  it('should filter by location, industry level and radius', () => {
    expect(pc({ ...noDates, locationSearch: { counties: ['48453'] } })).toEqual(
      ['1'],
    );
    expect(
      pc({ ...noDates, locationSearch: { zips: ['75201', '93721'] } }),
    ).toEqual(['2', '3']);
    expect(
      pc({
        ...noDates,
        companyNaicsSearch: { industry_search_criterias: ['48'] },
      }),
    ).toEqual(['1']);
    expect(
      pc({
        ...noDates,
        companyNaicsSearch: { industry_search_criterias: ['6212', '3118'] },
      }),
    ).toEqual(['2', '3']);
    const austin = {
      latitude: 30.27,
      longitude: -97.74,
      miles: 10,
      label: 'Austin, TX',
    };
    expect(pc({ ...noDates, locationSearch: { radius: austin } })).toEqual([
      '1',
    ]);
    expect(
      pc({ ...noDates, locationSearch: { radius: { ...austin, miles: 200 } } }),
    ).toEqual(['1', '2']);
  });

  it('should match name and keyword terms as prefixes, any or all', () => {
    expect(pc({ ...noDates, termsSearch: { name: 'acme cascade' } })).toEqual([
      '1',
      '3',
    ]);
    expect(
      pc({
        ...noDates,
        termsSearch: { name: 'acme cascade' },
        searchOptions: { matchAllTerms: true },
      }),
    ).toEqual([]);
    expect(pc({ ...noDates, termsSearch: { name: 'roofs' } })).toEqual(['4']);
    expect(pc({ ...noDates, termsSearch: { keywords: 'fres' } })).toEqual([
      '3',
    ]);
    for (const word of ['baker', 'cascade-foods']) {
      expect(pc({ ...noDates, termsSearch: { keywords: word } })).toEqual([
        '3',
      ]);
    }
    expect(pc({ ...noDates, termsSearch: { keywords: 'com' } })).toEqual([]);
  });

  it('should filter employees with the slider and the text boxes', () => {
    expect(
      pc({ ...noDates, employeeRangeSearch: { employeeRange: [100, 10_000] } }),
    ).toEqual(['1', '3']);
    expect(
      pc({ ...noDates, employeeRangeSearch: { employeeRange: [0, 100] } }),
    ).toEqual(['2']);
    expect(
      pc({
        ...noDates,
        employeeRangeSearch: {
          rangeType: 'textbox',
          employeeRangeTb: ['700', ''],
        },
      }),
    ).toEqual(['3']);
  });

  it('should filter by OSHA, WHD, DOT, hazards and workers comp', () => {
    expect(
      pc({
        ...noDates,
        complianceSearch: { osha: { has: true, minPenalties: 10_000 } },
      }),
    ).toEqual(['1']);
    expect(
      pc({ ...noDates, complianceSearch: { whd: { has: true } } }),
    ).toEqual(['4']);
    expect(
      pc({
        ...noDates,
        complianceSearch: { dot: { has: true, hazmat: true } },
      }),
    ).toEqual(['1']);
    expect(
      pc({
        ...noDates,
        complianceSearch: {
          dot: { has: true },
          dotYearRange: { min: 2026, max: null },
        },
      }),
    ).toEqual([]);
    expect(pc({ ...noDates, hazardSearch: { flood: 4 } })).toEqual(['1']);
    expect(pc({ ...noDates, hazardSearch: { flood: 5 } })).toEqual([]);
    expect(
      pc({
        ...noDates,
        workersCompSearch: {
          expirationMonths: [7],
          carriers: ['texas mutual'],
        },
      }),
    ).toEqual(['1']);
  });
});

describe('benefits plan', () => {
  it('should filter by filing scope, Welfare by default', () => {
    expect(eb({})).toEqual(['1', '3']);
    expect(eb({ scopes: ['F5500 SF'] })).toEqual(['2']);
    expect(eb({ scopes: ['F5500 NO'] })).toEqual(['4']);
  });

  it('should filter by carriers raw or normalized, ignoring case', () => {
    expect(
      eb({ benefits_carriers_normalized: ['unitedhealthcare insurance'] }),
    ).toEqual(['1', '3']);
    expect(eb({ benefits_carrier: ['DELTA DENTAL OF TX'] })).toEqual(['1']);
  });

  it('should need one broker entry meeting every broker condition', () => {
    expect(
      eb({ benefits_broker: ['Lone Star Benefits'], broker_states: ['TX'] }),
    ).toEqual(['1']);
    expect(
      eb({ benefits_broker: ['Lone Star Benefits'], broker_states: ['CA'] }),
    ).toEqual([]);
    expect(
      eb({ benefits_broker_city: 'hous', broker_bins: ['local'] }),
    ).toEqual(['1']);
    expect(eb({ broker_bins: ['national'] })).toEqual([]);
  });

  it('should filter by renewal months, lines and the Other text', () => {
    expect(eb({ benefits_plan_renewal_months: [7] })).toEqual(['3']);
    expect(eb({ lob_dental: true })).toEqual(['1']);
    expect(eb({ lob_other: true, lob_free_form: 'pet' })).toEqual(['3']);
  });

  it('should match any address state with states', () => {
    expect(eb({ scopes: ['F5500 SF'], states: ['OK'] })).toEqual(['2']);
    expect(eb({ scopes: ['F5500 SF'], selected_states: ['OK'] })).toEqual([]);
  });
});

describe('pages and aggregations', () => {
  const everyone = matchRows(
    planPc(index, pcCriteriaSchema.parse(noDates), ALL),
  );
  const page = (
    field: string | null,
    direction: 'asc' | 'desc' = 'asc',
    offset = 0,
  ) =>
    munsOf(
      pageRows(everyone, index.size, orders, {
        offset,
        limit: 3,
        sort: field ? { field, direction } : null,
      }),
    );

  it('should sort by name by default and by any column, missing values last', () => {
    expect(page(null)).toEqual(['1', '2', '3']);
    expect(page('entity_name', 'desc')).toEqual(['4', '3', '2']);
    expect(page('employees', 'desc')).toEqual(['3', '1', '2']);
    expect(page('employees', 'asc')).toEqual(['2', '1', '3']);
    expect(page('employees', 'asc', 3)).toEqual(['4']);
    expect(page('city')).toEqual(['1', '2', '3']);
    expect(page('state')).toEqual(['3', '4', '1']);
  });

  it('should count states, and brokers with Broker Not Provided', () => {
    expect(
      statesAggregation(index, everyone).buckets.map((b) => [b.key, b.count]),
    ).toEqual([
      ['TX', 2],
      ['CA', 1],
      ['PR', 1],
    ]);
    const brokers = brokersAggregation(index, everyone);
    expect(brokers.buckets.map((b) => [b.label, b.count])).toEqual([
      ['Broker Not Provided', 3],
      ['Lone Star Benefits', 1],
    ]);
    expect([brokers.known, brokers.total]).toEqual([1, 4]);
    const carriers = carriersAggregation(index, everyone);
    expect(carriers.buckets.map((b) => [b.label, b.count])).toEqual([
      ['Unitedhealthcare Insurance', 2],
      ['Delta Dental', 1],
    ]);
    expect(carriers.known).toBe(2);
  });
});

describe('MunsColumn', () => {
  it('should keep numeric ids as numbers and switch to text for others', () => {
    const column = new MunsColumn(3);
    column.push('100000001');
    column.push('000123');
    column.push('100000003');
    expect([0, 1, 2].map((r) => column.get(r))).toEqual([
      '100000001',
      '000123',
      '100000003',
    ]);
  });

  it('should switch to text for a number beyond 32 bits', () => {
    const column = new MunsColumn(2);
    column.push('4294967295');
    column.push('4294967296');
    expect([column.get(0), column.get(1)]).toEqual([
      '4294967295',
      '4294967296',
    ]);
  });

  it('should find the rows of ids, as numbers or as text', () => {
    const numbers = new MunsColumn(3);
    for (const muns of ['100000001', '100000002', '100000003']) {
      numbers.push(muns);
    }
    expect(
      Array.from(numbers.rowsOf(['100000003', '100000001', 'X1', '9'])),
    ).toEqual([0, 2]);
    const texts = new MunsColumn(2);
    texts.push('100000001');
    texts.push('A2');
    expect(Array.from(texts.rowsOf(['A2', '100000001', 'B3']))).toEqual([0, 1]);
  });
});

describe('IndexBuilder limits', () => {
  it('should refuse more industries than its 16-bit column holds', () => {
    const rows = 0x7fff + 2;
    const builder = new IndexBuilder(rows);
    for (let r = 0; r < rows; r++) {
      builder.add(
        projectionRow({ muns: String(100_000_000 + r), industry: `I${r}` }),
        [],
        [],
      );
    }
    expect(() => builder.finish('v', [])).toThrow(
      'Too many industries for the search index',
    );
  });
});
