import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OSHA_INSPECTION_SORT,
  oshaInspectionSortSchema,
} from '@edge/contracts';
import {
  nextSort,
  readTableState,
  splitSort,
  writeTableState,
} from './table-state';

const rule = {
  schema: oshaInspectionSortSchema,
  fallback: DEFAULT_OSHA_INSPECTION_SORT,
};
const read = (query: string) =>
  readTableState(new URLSearchParams(query), rule);

describe('table state in the address', () => {
  it('should read page, size and sort, and default what is missing', () => {
    expect(read('page=3&size=10&sort=violations.desc')).toEqual({
      page: 3,
      pageSize: 10,
      sort: 'violations.desc',
    });
    expect(read('?page=3&size=10&sort=violations.desc')).toEqual(
      read('page=3&size=10&sort=violations.desc'),
    );
    expect(read('')).toEqual({
      page: 1,
      pageSize: 25,
      sort: 'open_date.desc',
    });
  });

  it('should read a bad value as the default', () => {
    expect(read('page=0&size=7&sort=gravity.asc')).toEqual(read(''));
    expect(read('page=-2&size=abc&sort=violations')).toEqual(read(''));
    // Pages start at most 100,000 rows in.
    expect(read('page=999999&size=50').page).toBe(2001);
  });

  it('should leave defaults out of the address and keep other keys', () => {
    const params = new URLSearchParams('activity_nr=17&page=4');
    expect(
      writeTableState(
        { page: 1, pageSize: 10, sort: 'open_date.desc' },
        params,
        DEFAULT_OSHA_INSPECTION_SORT,
      ).toString(),
    ).toBe('activity_nr=17&size=10');
    expect(
      writeTableState(
        { page: 2, pageSize: 50, sort: 'estab_name.asc' },
        params,
        DEFAULT_OSHA_INSPECTION_SORT,
      ).toString(),
    ).toBe('activity_nr=17&page=2&size=50&sort=estab_name.asc');
  });

  it('should split a sort into its field and direction', () => {
    expect(splitSort('open_date.desc')).toEqual(['open_date', 'desc']);
  });

  it('should sort a new column its first way, then turn it', () => {
    expect(nextSort('violations', 'desc', 'open_date.desc')).toBe(
      'violations.desc',
    );
    expect(nextSort('estab_name', 'asc', 'open_date.desc')).toBe(
      'estab_name.asc',
    );
    expect(nextSort('open_date', 'desc', 'open_date.desc')).toBe(
      'open_date.asc',
    );
    expect(nextSort('estab_name', 'asc', 'estab_name.asc')).toBe(
      'estab_name.desc',
    );
  });
});
