import { describe, expect, it } from 'vitest';
import { BENEFIT_LINES, lobMaskOf } from './benefit-lines';
import { brokerSearchQuerySchema } from './broker-search';
import {
  ebCriteriaBodySchema,
  ebSearchRequestSchema,
  pcCriteriaBodySchema,
  pcSearchRequestSchema,
} from './search';
import { fieldIssuesOf } from './search-bounds';
import { defaultEbCriteria, ebCriteriaSchema } from './search-eb';
import {
  defaultActivityMinDate,
  defaultPcCriteria,
  pcCriteriaSchema,
} from './search-pc';

const issuesOf = (result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('search criteria', () => {
  it('should give the spec defaults of the commercial criteria', () => {
    const year = new Date().getFullYear();
    const pc = defaultPcCriteria();
    expect(pc.activityDateRange).toEqual({
      minDate: `${year - 2}-01-01`,
      maxDate: null,
    });
    expect(pc.employeeRangeSearch).toEqual({
      employeeRange: [0, 10_000],
      employeeRangeTb: ['', ''],
      rangeType: 'slider',
    });
    expect(pc.propertyYearBuildRangeSearch.propertyYearBuildRange).toEqual([
      year - 11,
      year,
    ]);
    expect(pc.complianceSearch.dotYearRange.min).toBe(year - 3);
    expect(pc.searchOptions.matchAllTerms).toBe(false);
  });

  it('should compute the activity default from the given day', () => {
    expect(defaultActivityMinDate(new Date(2026, 0, 1))).toBe('2024-01-01');
  });

  it('should give the spec defaults of the benefits criteria', () => {
    const eb = defaultEbCriteria();
    expect(eb.scopes).toEqual(['F5500']);
    expect([eb.latitude, eb.longitude]).toEqual([0, 0]);
    expect(eb.employeeRangeSearch.employeeRange).toEqual([0, 10_000]);
    expect(eb.insightSearch.revenueRange).toEqual({ min: null, max: null });
    expect(BENEFIT_LINES.filter((l) => eb[l.flag])).toEqual([]);
  });

  it('should name the field of every invalid value', () => {
    const result = pcSearchRequestSchema.safeParse({
      criteria: {
        locationSearch: { states: ['TX', 'XX'], zips: ['7870'] },
        employeeRangeSearch: { employeeRange: [500, 10] },
      },
      pageSize: 7,
    });
    expect(issuesOf(result)).toEqual([
      ['criteria.locationSearch.states.1', 'Unknown state code'],
      ['criteria.locationSearch.zips.0', 'A ZIP code has 5 digits'],
      [
        'criteria.employeeRangeSearch.employeeRange',
        'The lower end is above the upper end',
      ],
      ['pageSize', 'Page size is one of 5, 10, 25, 50'],
    ]);
  });

  it('should refuse a page beyond the deepest offset', () => {
    const result = ebSearchRequestSchema.safeParse({
      page: 4001,
      pageSize: 25,
    });
    expect(issuesOf(result)?.[0]?.[0]).toBe('page');
    expect(ebSearchRequestSchema.safeParse({ page: 4000 }).success).toBe(true);
  });

  it('should refuse an unknown sort column', () => {
    const result = pcSearchRequestSchema.safeParse({
      sort: { field: 'premium' },
    });
    expect(issuesOf(result)?.[0]?.[0]).toBe('sort.field');
  });
});

// The field paths a schema refuses, unknown keys named one by one.
const refusedPaths = (result: {
  error?: { issues: Parameters<typeof fieldIssuesOf>[0] };
}) => fieldIssuesOf(result.error?.issues ?? []).map((i) => i.path.join('.'));

describe('strict criteria', () => {
  const radius = { latitude: 30, longitude: -97, miles: 25 };

  it('should refuse a misspelt commercial filter instead of ignoring it', () => {
    const result = pcSearchRequestSchema.safeParse({
      criteria: { states: ['CA'] },
    });
    expect(refusedPaths(result)).toEqual(['criteria.states']);
  });

  it.each([
    [{ critera: {} }, 'critera'],
    [{ sort: { field: 'city', dir: 'asc' } }, 'sort.dir'],
    [
      { criteria: { locationSearch: { state: ['CA'] } } },
      'criteria.locationSearch.state',
    ],
    [
      { criteria: { locationSearch: { radius: { ...radius, lat: 1 } } } },
      'criteria.locationSearch.radius.lat',
    ],
    [
      { criteria: { companyNaicsSearch: { naics: ['23'] } } },
      'criteria.companyNaicsSearch.naics',
    ],
    [
      { criteria: { termsSearch: { terms: 'x' } } },
      'criteria.termsSearch.terms',
    ],
    [
      { criteria: { searchOptions: { matchAll: true } } },
      'criteria.searchOptions.matchAll',
    ],
    [
      { criteria: { employeeRangeSearch: { range: [1, 2] } } },
      'criteria.employeeRangeSearch.range',
    ],
    [
      { criteria: { activityDateRange: { from: '2020-01-01' } } },
      'criteria.activityDateRange.from',
    ],
    [
      { criteria: { propertyYearBuildRangeSearch: { years: [] } } },
      'criteria.propertyYearBuildRangeSearch.years',
    ],
    [
      { criteria: { complianceSearch: { osha: { violations: 1 } } } },
      'criteria.complianceSearch.osha.violations',
    ],
    [
      { criteria: { complianceSearch: { dotYearRange: { from: 2020 } } } },
      'criteria.complianceSearch.dotYearRange.from',
    ],
    [
      { criteria: { hazardSearch: { quake: 3 } } },
      'criteria.hazardSearch.quake',
    ],
    [
      { criteria: { workersCompSearch: { carrier: 'x' } } },
      'criteria.workersCompSearch.carrier',
    ],
  ])('should name the unknown key of commercial body %j', (body, path) => {
    expect(refusedPaths(pcSearchRequestSchema.safeParse(body))).toEqual([path]);
  });

  it.each([
    [{ criteria: { lob_helth: true } }, 'criteria.lob_helth'],
    [
      { criteria: { searchOptions: { names: 'x' } } },
      'criteria.searchOptions.names',
    ],
    [
      { criteria: { companyNaicsSearch: { codes: [] } } },
      'criteria.companyNaicsSearch.codes',
    ],
    [
      { criteria: { employeeRangeSearch: { type: 'slider' } } },
      'criteria.employeeRangeSearch.type',
    ],
    [
      { criteria: { insightSearch: { revenue: 1 } } },
      'criteria.insightSearch.revenue',
    ],
    [
      { criteria: { insightSearch: { revenueRange: { minimum: 1 } } } },
      'criteria.insightSearch.revenueRange.minimum',
    ],
  ])('should name the unknown key of benefits body %j', (body, path) => {
    expect(refusedPaths(ebSearchRequestSchema.safeParse(body))).toEqual([path]);
  });

  it('should refuse unknown keys of the count and map bodies', () => {
    expect(refusedPaths(pcCriteriaBodySchema.safeParse({ page: 1 }))).toEqual([
      'page',
    ]);
    const eb = ebCriteriaBodySchema.safeParse({ criteria: { state: ['CA'] } });
    expect(refusedPaths(eb)).toEqual(['criteria.state']);
  });

  it('should refuse an unknown broker search parameter', () => {
    const result = brokerSearchQuerySchema.safeParse({ state: 'CA' });
    expect(refusedPaths(result)).toEqual(['state']);
    expect(brokerSearchQuerySchema.safeParse({ states: 'CA' }).success).toBe(
      true,
    );
  });
});

describe('criteria defaults', () => {
  const year = new Date().getFullYear();

  it("should take the spec's defaults objects as written", () => {
    // SPEC §3, member for member; maxDate is named without a value.
    const pcDefaults = {
      activityDateRange: { minDate: `${year - 2}-01-01` },
      employeeRangeSearch: {
        employeeRange: [0, 10000],
        employeeRangeTb: ['', ''],
        rangeType: 'slider',
      },
      propertyYearBuildRangeSearch: {
        propertyYearBuildRange: [year - 11, year],
        propertyYearBuildRangeTb: ['', ''],
        rangeType: 'slider',
      },
      complianceSearch: { dotYearRange: { min: year - 3 } },
      searchOptions: { matchAllTerms: false },
    };
    expect(pcCriteriaSchema.parse(pcDefaults)).toEqual(defaultPcCriteria());
    const request = pcSearchRequestSchema.safeParse({ criteria: pcDefaults });
    expect(request.success).toBe(true);
    const ebDefaults = {
      scopes: ['F5500'],
      autocomplete: '',
      latitude: 0,
      longitude: 0,
      selected_states: [],
      state_county: [],
      userEnteredValue: '',
      searchOptions: { matchAllTerms: false },
    };
    expect(ebCriteriaSchema.parse(ebDefaults)).toEqual(defaultEbCriteria());
  });

  it('should give each end of the DOT year range its default', () => {
    const dotYears = (dotYearRange: object) =>
      pcCriteriaSchema.parse({ complianceSearch: { dotYearRange } })
        .complianceSearch.dotYearRange;
    expect(dotYears({ min: year - 3 })).toEqual({ min: year - 3, max: null });
    expect(dotYears({})).toEqual({ min: year - 3, max: null });
    expect(dotYears({ max: year })).toEqual({ min: year - 3, max: year });
    expect(dotYears({ min: null })).toEqual({ min: null, max: null });
  });
});

describe('lobMaskOf', () => {
  it('should set the bit of each ticked line id', () => {
    expect(lobMaskOf({ lob_health: true, lob_dental: true })).toBe(0b101);
    expect(lobMaskOf({})).toBe(0);
  });

  it('should let Voluntary (All) match every voluntary line', () => {
    const mask = lobMaskOf({ lob_voluntary_all: true });
    expect([7, 10, 14, 15, 16].every((id) => mask & (1 << id))).toBe(true);
    expect(mask & (1 << 0)).toBe(0);
  });
});
