import { describe, expect, it } from 'vitest';
import { defaultPcCriteria } from '@edge/contracts';
import {
  industryCriteria,
  pcResultsHref,
  radiusCriteria,
} from './lookup-search';
import { decodeSearch } from './search-url-codec';

const AUSTIN = {
  label: 'Austin, TX',
  latitude: 30.3071038,
  longitude: -97.759865,
  miles: 25,
};

function criteriaOfHref(href: string) {
  const url = new URL(href, 'http://edge.test');
  expect(url.pathname).toBe('/edge/results/pc');
  return decodeSearch('pc', url.searchParams).criteria;
}

describe('searches opened by the lookup tools', () => {
  it('should search one industry in the commercial defaults the home counts', () => {
    const criteria = industryCriteria('238220');
    expect(criteria.companyNaicsSearch.industry_search_criterias).toEqual([
      '238220',
    ]);
    // Everything else stays at the search's defaults, the activity dates too.
    const defaults = defaultPcCriteria();
    expect(criteria.activityDateRange).toEqual(defaults.activityDateRange);
    expect(criteria.locationSearch).toEqual(defaults.locationSearch);
    expect(criteria.employeeRangeSearch).toEqual(defaults.employeeRangeSearch);
  });

  it('should search a sector range as its two-digit codes', () => {
    expect(
      industryCriteria('31-33').companyNaicsSearch.industry_search_criterias,
    ).toEqual(['31', '32', '33']);
  });

  it('should search a radius around a place', () => {
    const criteria = radiusCriteria(AUSTIN);
    expect(criteria.locationSearch.radius).toEqual(AUSTIN);
    expect(criteria.locationSearch.states).toEqual([]);
    expect(criteria.activityDateRange.minDate).toBeNull();
  });

  it('should link to results that decode to the same criteria', () => {
    const industry = industryCriteria('44-45');
    expect(criteriaOfHref(pcResultsHref(industry))).toEqual(industry);
    const radius = radiusCriteria(AUSTIN);
    expect(criteriaOfHref(pcResultsHref(radius))).toEqual(radius);
  });
});
