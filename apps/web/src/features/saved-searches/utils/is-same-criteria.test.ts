import { describe, expect, it } from 'vitest';
import { defaultEbCriteria, defaultPcCriteria } from '@edge/contracts';
import { isSameCriteria } from './is-same-criteria';

function texas() {
  const criteria = defaultPcCriteria();
  criteria.locationSearch.states = ['TX', 'CA'];
  criteria.employeeRangeSearch.employeeRange = [50, 500];
  return criteria;
}

describe('isSameCriteria', () => {
  it('should read a change as different and its undoing as the same', () => {
    const saved = texas();
    const changed = texas();
    changed.termsSearch.name = 'acme';
    expect(isSameCriteria('pc', changed, saved)).toBe(false);
    changed.termsSearch.name = '';
    expect(isSameCriteria('pc', changed, saved)).toBe(true);
  });

  it('should compare lists as sets but ranges in order', () => {
    const saved = texas();
    const reordered = texas();
    reordered.locationSearch.states = ['CA', 'TX'];
    expect(isSameCriteria('pc', reordered, saved)).toBe(true);
    const swapped = texas();
    swapped.propertyYearBuildRangeSearch.enabled = true;
    const other = texas();
    other.propertyYearBuildRangeSearch = {
      ...swapped.propertyYearBuildRangeSearch,
      propertyYearBuildRangeTb: ['', '2000'],
    };
    swapped.propertyYearBuildRangeSearch.propertyYearBuildRangeTb = [
      '2000',
      '',
    ];
    expect(isSameCriteria('pc', swapped, other)).toBe(false);
  });

  it('should read typed employee bounds like the same slider bounds', () => {
    const typed = texas();
    typed.employeeRangeSearch = {
      employeeRange: [50, 500],
      employeeRangeTb: ['50', '500'],
      rangeType: 'textbox',
    };
    expect(isSameCriteria('pc', typed, texas())).toBe(true);
    typed.employeeRangeSearch.employeeRangeTb = ['50', '501'];
    expect(isSameCriteria('pc', typed, texas())).toBe(false);
  });

  it('should compare with the saved criteria as the server reads them', () => {
    const typed = texas();
    typed.termsSearch.name = 'acme ';
    // Saved as sent, with the defaults the criteria schema fills in.
    const saved = {
      locationSearch: { states: ['TX', 'CA'] },
      termsSearch: { name: 'acme' },
      employeeRangeSearch: { employeeRange: [50, 500] },
    };
    expect(isSameCriteria('pc', typed, saved)).toBe(true);
  });

  it('should ignore the values of a year-built range that is off', () => {
    const off = defaultPcCriteria();
    off.propertyYearBuildRangeSearch.propertyYearBuildRange = [1990, 2000];
    expect(isSameCriteria('pc', off, defaultPcCriteria())).toBe(true);
  });

  it('should compare benefits criteria too', () => {
    const saved = defaultEbCriteria();
    saved.benefits_plan_renewal_months = [1, 2, 3];
    const current = defaultEbCriteria();
    current.benefits_plan_renewal_months = [3, 1, 2];
    expect(isSameCriteria('eb', current, saved)).toBe(true);
    current.lob_dental = true;
    expect(isSameCriteria('eb', current, saved)).toBe(false);
  });
});
