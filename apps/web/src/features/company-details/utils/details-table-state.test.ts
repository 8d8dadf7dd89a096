import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OSHA_INSPECTION_SORT,
  oshaInspectionSortSchema,
} from '@edge/contracts';
import {
  nextSort,
  readDetailsTable,
  writeDetailsTable,
} from './details-table-state';

const rule = {
  schema: oshaInspectionSortSchema,
  fallback: DEFAULT_OSHA_INSPECTION_SORT,
};
const read = (query: string) =>
  readDetailsTable(new URLSearchParams(query), rule);

describe('details table state in the address', () => {
  it('should read page, size and sort, and default what is missing', () => {
    expect(read('page=3&size=10&sort=violations.desc')).toEqual({
      page: 3,
      pageSize: 10,
      sort: 'violations.desc',
    });
    expect(read('')).toEqual({
      page: 1,
      pageSize: 25,
      sort: 'open_date.desc',
    });
  });

  it('should read a bad value as the default', () => {
    expect(read('page=0&size=7&sort=gravity.asc')).toEqual({
      page: 1,
      pageSize: 25,
      sort: 'open_date.desc',
    });
    // Pages start at most 100,000 rows in.
    expect(read('page=999999&size=50').page).toBe(2001);
  });

  it('should leave defaults out of the address and keep other keys', () => {
    const params = new URLSearchParams('activity_nr=17&page=4');
    const written = writeDetailsTable(
      { page: 1, pageSize: 10, sort: 'open_date.desc' },
      params,
      DEFAULT_OSHA_INSPECTION_SORT,
    );
    expect(written.toString()).toBe('activity_nr=17&size=10');
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
  });
});
