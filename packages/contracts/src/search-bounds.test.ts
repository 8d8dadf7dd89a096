import { describe, expect, it } from 'vitest';
import { LOB_FLAGS } from './benefit-lines';
import { pcSearchRequestSchema } from './search';
import {
  CRITERIA_MAX_CHARS,
  CRITERIA_TOO_LARGE_MESSAGE,
  fieldIssuesOf,
  pathPastDepth,
  SEARCH_BODY_MAX_DEPTH,
  searchBodyBoundsIssue,
  TOO_DEEP_MESSAGE,
  UNKNOWN_FIELD_MESSAGE,
} from './search-bounds';
import { ebCriteriaSchema } from './search-eb';
import { ALL_STATE_CODES } from './states';

// `{ a: { a: ... 1 } }`, `levels` objects deep, built without recursion.
function nested(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i += 1) value = { a: value };
  return value;
}

const fives = (count: number, from: number) =>
  Array.from({ length: count }, (_, i) => String(from + i).padStart(5, '0'));
const names = () =>
  Array.from({ length: 50 }, (_, i) => `${i}`.padEnd(200, 'x'));
const text = 'y'.repeat(200);

// Every list at its longest, every text at 200 characters.
const largestEbCriteria = {
  scopes: ['F5500', 'F5500 SF', 'F5500 NO'],
  autocomplete: text,
  userEnteredValue: text,
  latitude: -89.123456789,
  longitude: -179.123456789,
  radius_miles: 250,
  selected_states: ALL_STATE_CODES.slice(0, 56),
  state_county: fives(500, 10_000),
  states: ALL_STATE_CODES.slice(0, 56),
  zips: fives(1000, 20_000),
  searchOptions: { matchAllTerms: true, name: text },
  benefits_broker: names(),
  benefits_broker_address: text,
  benefits_broker_city: text,
  benefits_broker_zip: '12345',
  broker_states: ALL_STATE_CODES.slice(0, 56),
  benefits_broker_counties: fives(500, 30_000),
  broker_bins: ['local', 'regional', 'national'],
  benefits_carrier: names(),
  benefits_carriers_normalized: names(),
  benefits_plan_renewal_months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  companyNaicsSearch: {
    industry_search_criterias: fives(200, 10_000).map((n) => `${n}1`),
  },
  employeeRangeSearch: {
    employeeRange: [10_000, 10_000],
    employeeRangeTb: ['999999999999999', '999999999999999'],
    rangeType: 'textbox',
  },
  insightSearch: {
    revenueRange: { min: 999_999_999_999_998, max: 999_999_999_999_999 },
  },
  lob_free_form: text,
  ...Object.fromEntries(LOB_FLAGS.map((flag) => [flag, true])),
};

describe('pathPastDepth', () => {
  it('should let objects and arrays nest up to the limit', () => {
    expect(pathPastDepth(nested(SEARCH_BODY_MAX_DEPTH), 8)).toBeUndefined();
    expect(pathPastDepth({ a: [[[1]]] }, 4)).toBeUndefined();
    expect(pathPastDepth('text', 0)).toBeUndefined();
  });

  it('should give the path of the first level past the limit', () => {
    expect(pathPastDepth(nested(SEARCH_BODY_MAX_DEPTH + 1), 8)).toEqual(
      Array(8).fill('a'),
    );
    expect(pathPastDepth({ a: 1, b: [{ c: [2] }] }, 3)).toEqual([
      'b',
      '0',
      'c',
    ]);
  });

  it('should walk a body 100,000 levels deep without overflowing', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(pathPastDepth(deep, 8)).toEqual(Array(8).fill('0'));
  });
});

describe('searchBodyBoundsIssue', () => {
  it('should pass the deepest valid saved-search body', () => {
    const body = {
      searchName: 'Deep',
      record_id: 5,
      content: {
        webappSearchCriteria: {
          complianceSearch: { dotYearRange: { min: 2020 } },
          employeeRangeSearch: { employeeRange: [0, 10] },
        },
      },
    };
    expect(
      searchBodyBoundsIssue(body, ['content', 'webappSearchCriteria']),
    ).toBeUndefined();
  });

  it('should name the spot where a body nests too deeply', () => {
    expect(
      searchBodyBoundsIssue({ criteria: nested(5000) }, ['criteria']),
    ).toEqual({
      path: ['criteria', ...Array(7).fill('a')],
      message: TOO_DEEP_MESSAGE,
    });
  });

  it('should take the largest valid criteria and refuse longer ones', () => {
    expect(ebCriteriaSchema.safeParse(largestEbCriteria).success).toBe(true);
    expect(
      searchBodyBoundsIssue({ criteria: largestEbCriteria }, ['criteria']),
    ).toBeUndefined();
    const long = { termsSearch: { name: 'x'.repeat(CRITERIA_MAX_CHARS) } };
    expect(searchBodyBoundsIssue({ criteria: long }, ['criteria'])).toEqual({
      path: ['criteria'],
      message: CRITERIA_TOO_LARGE_MESSAGE,
    });
  });

  it('should leave a body without criteria to validation', () => {
    expect(searchBodyBoundsIssue({ page: 2 }, ['criteria'])).toBeUndefined();
    expect(searchBodyBoundsIssue('text', ['criteria'])).toBeUndefined();
  });
});

describe('fieldIssuesOf', () => {
  it('should name each unknown key by its own path', () => {
    const result = pcSearchRequestSchema.safeParse({
      criteria: { states: ['CA'], statez: [], locationSearch: { zip: [] } },
    });
    expect(fieldIssuesOf(result.error?.issues ?? [])).toEqual([
      {
        path: ['criteria', 'locationSearch', 'zip'],
        message: UNKNOWN_FIELD_MESSAGE,
      },
      { path: ['criteria', 'states'], message: UNKNOWN_FIELD_MESSAGE },
      { path: ['criteria', 'statez'], message: UNKNOWN_FIELD_MESSAGE },
    ]);
  });

  it('should keep other issues as they are', () => {
    const result = pcSearchRequestSchema.safeParse({ pageSize: 7 });
    expect(fieldIssuesOf(result.error?.issues ?? [])).toEqual([
      { path: ['pageSize'], message: 'Page size is one of 5, 10, 25, 50' },
    ]);
  });
});
