import { describe, expect, it } from 'vitest';
import {
  hasStatFilters,
  NO_FILTERS,
  readStatFilters,
  toStatQuery,
  writeStatFilters,
} from './stat-filters';

const PERMITTED = ['OK', 'TX', 'WA'];

describe('readStatFilters', () => {
  it('should read the lists of the address', () => {
    const params = new URLSearchParams('states=TX,OK&naics=23,31-33&sizes=1-9');
    expect(readStatFilters(params, PERMITTED)).toEqual({
      states: ['TX', 'OK'],
      naics: ['23', '31-33'],
      sizes: ['1-9'],
    });
  });

  it('should drop states the user may not see, bad codes and unknown bands', () => {
    const params = new URLSearchParams(
      'states=tx,CA,TX,,ZZ&naics=2,1234567,abc,5241&sizes=huge,1000%2B',
    );
    expect(readStatFilters(params, PERMITTED)).toEqual({
      states: ['TX'],
      naics: ['5241'],
      sizes: ['1000+'],
    });
  });

  it('should read no filters from an empty address', () => {
    expect(readStatFilters(new URLSearchParams(), PERMITTED)).toEqual(
      NO_FILTERS,
    );
  });
});

describe('writeStatFilters', () => {
  it('should set the chosen lists, drop empty ones and keep other parameters', () => {
    const params = new URLSearchParams('q=1&states=WA&sizes=1-9');
    const next = writeStatFilters(params, {
      states: ['TX', 'OK'],
      naics: [],
      sizes: [],
    });
    expect(Object.fromEntries(next)).toEqual({ q: '1', states: 'TX,OK' });
  });

  it('should round-trip through the address', () => {
    const filters = {
      states: ['OK'],
      naics: ['44-45', '238220'],
      sizes: ['10-49' as const],
    };
    const params = writeStatFilters(new URLSearchParams(), filters);
    expect(
      readStatFilters(new URLSearchParams(params.toString()), PERMITTED),
    ).toEqual(filters);
  });
});

describe('toStatQuery', () => {
  it('should sort the lists, expand sector ranges and leave out empty ones', () => {
    expect(
      toStatQuery({ states: ['TX', 'OK'], naics: ['31-33', '23'], sizes: [] }),
    ).toEqual({ states: 'OK,TX', naics: '23,31,32,33' });
  });

  it('should ask for no limit without filters', () => {
    expect(toStatQuery(NO_FILTERS)).toEqual({});
    expect(hasStatFilters(NO_FILTERS)).toBe(false);
    expect(hasStatFilters({ ...NO_FILTERS, sizes: ['1-9'] })).toBe(true);
  });
});
