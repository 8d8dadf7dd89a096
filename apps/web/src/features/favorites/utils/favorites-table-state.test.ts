import { describe, expect, it } from 'vitest';
import {
  lastPageFor,
  nextSort,
  readFavoritesTable,
  writeFavoritesTable,
} from './favorites-table-state';

describe('favorites table state', () => {
  it('should read page, size and sort from the address, defaults for bad values', () => {
    expect(
      readFavoritesTable(new URLSearchParams('page=3&size=10&sort=city.desc')),
    ).toEqual({ page: 3, pageSize: 10, sort: 'city.desc' });
    expect(
      readFavoritesTable(new URLSearchParams('page=-1&size=7&sort=zip.asc')),
    ).toEqual({ page: 1, pageSize: 25, sort: 'created_at.desc' });
  });

  it('should write only what differs from the defaults and keep other keys', () => {
    const written = writeFavoritesTable(
      { page: 1, pageSize: 25, sort: 'name.asc' },
      new URLSearchParams('page=4&module=pc'),
    );
    expect(written.toString()).toBe('module=pc&sort=name.asc');
  });

  it('should sort text from A and dates from the newest, then turn around', () => {
    expect(nextSort('name', 'created_at.desc')).toBe('name.asc');
    expect(nextSort('name', 'name.asc')).toBe('name.desc');
    expect(nextSort('created_at', 'state.asc')).toBe('created_at.desc');
  });

  it('should name the last page that still has rows', () => {
    expect(lastPageFor(0, 25)).toBe(1);
    expect(lastPageFor(26, 25)).toBe(2);
    expect(lastPageFor(50, 25)).toBe(2);
  });
});
