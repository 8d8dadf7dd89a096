import { describe, expect, it } from 'vitest';
import { BENEFIT_LINES, lobMaskOf } from './benefit-lines';
import { ebSearchRequestSchema, pcSearchRequestSchema } from './search';
import { defaultEbCriteria } from './search-eb';
import { defaultActivityMinDate, defaultPcCriteria } from './search-pc';

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
