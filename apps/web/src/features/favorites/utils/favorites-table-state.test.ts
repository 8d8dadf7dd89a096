import { describe, expect, it } from 'vitest';
import type { FavoriteSort, FavoriteSortField } from '@edge/contracts';
import {
  nextSort,
  readTableState,
  writeTableState,
} from '../../../utils/table-state';
import {
  FAVORITE_SORT_RULE,
  firstFavoriteSort,
  lastPageFor,
} from './favorites-table-state';

describe('favorites table state', () => {
  it('should read page, size and sort from the address, defaults for bad values', () => {
    const read = (search: string) =>
      readTableState(new URLSearchParams(search), FAVORITE_SORT_RULE);
    expect(read('page=3&size=10&sort=city.desc')).toEqual({
      page: 3,
      pageSize: 10,
      sort: 'city.desc',
    });
    expect(read('page=-1&size=7&sort=zip.asc')).toEqual({
      page: 1,
      pageSize: 25,
      sort: 'created_at.desc',
    });
  });

  it('should write only what differs from the defaults and keep other keys', () => {
    const written = writeTableState(
      { page: 1, pageSize: 25, sort: 'name.asc' },
      new URLSearchParams('page=4&module=pc'),
      FAVORITE_SORT_RULE.fallback,
    );
    expect(written.toString()).toBe('module=pc&sort=name.asc');
  });

  it('should sort text from A and dates from the newest, then turn around', () => {
    const next = (field: FavoriteSortField, current: FavoriteSort) =>
      nextSort(field, firstFavoriteSort(field), current);
    expect(next('name', 'created_at.desc')).toBe('name.asc');
    expect(next('name', 'name.asc')).toBe('name.desc');
    expect(next('created_at', 'state.asc')).toBe('created_at.desc');
  });

  it('should name the last page that still has rows', () => {
    expect(lastPageFor(0, 25)).toBe(1);
    expect(lastPageFor(26, 25)).toBe(2);
    expect(lastPageFor(50, 25)).toBe(2);
  });
});
