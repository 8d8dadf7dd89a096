import { describe, expect, it } from 'vitest';
import { defaultEbCriteria, defaultPcCriteria } from '@edge/contracts';
import {
  ebSavedSearch,
  pcSavedSearches,
} from '../../../testing/saved-search-fixtures';
import { NO_FILTERS_SUMMARY, summarizeCriteria } from './summarize-criteria';

const criteriaOf = (index: number) =>
  pcSavedSearches().saved_searches[index]!.content.webappSearchCriteria;

describe('summarizeCriteria', () => {
  it('should name the filters of a commercial search on one line', () => {
    expect(summarizeCriteria('pc', criteriaOf(0))).toBe(
      'TX, CA · NAICS 23 · 50-500 employees',
    );
  });

  it('should name compliance, hazard and workers comp filters', () => {
    const criteria = defaultPcCriteria();
    criteria.complianceSearch.osha = {
      has: true,
      minViolations: 2,
      minPenalties: 10_000,
    };
    criteria.hazardSearch.flood = 4;
    criteria.workersCompSearch.expirationMonths = [3, 1];
    criteria.employeeRangeSearch.employeeRange = [50, 10_000];
    expect(summarizeCriteria('pc', criteria)).toBe(
      '50+ employees · OSHA inspections · OSHA violations ≥ 2 · OSHA penalties ≥ $10k · flood ≥ Relatively High · WC expires Jan, Mar',
    );
  });

  it('should name the filters of a benefits search', () => {
    const search = ebSavedSearch();
    expect(summarizeCriteria('eb', search.content.webappSearchCriteria)).toBe(
      'CA, OR, WA · renews Jan, Feb, Mar · Health',
    );
  });

  it('should name the plan criteria of a benefits search', () => {
    const criteria = defaultEbCriteria();
    criteria.planSearch = {
      ...criteria.planSearch,
      participantsRange: { min: 50, max: 500 },
      planCountRange: { min: 2, max: null },
      premiumRange: { min: null, max: 250_000 },
      commissionShareRange: { min: 3, max: 6 },
      funding: ['self_funded', 'mixed'],
      carrierChangedWithin: 1,
      brokerChangedWithin: 3,
    };
    expect(summarizeCriteria('eb', criteria)).toBe(
      '50-500 participants · 2+ plans · premium up to $250k · commission 3%-6% of premium · self-funded, mixed · changed carrier in the last year · changed broker in the last 3 years',
    );
  });

  it('should say when a search has no filters', () => {
    expect(summarizeCriteria('pc', defaultPcCriteria())).toBe(
      NO_FILTERS_SUMMARY,
    );
    expect(summarizeCriteria('eb', defaultEbCriteria())).toBe(
      NO_FILTERS_SUMMARY,
    );
  });

  it('should name what it can of malformed criteria', () => {
    expect(summarizeCriteria('pc', criteriaOf(2))).toBe('TX, ZZ');
    expect(summarizeCriteria('pc', 'not criteria')).toBe(
      'Criteria that can no longer be read',
    );
  });
});
