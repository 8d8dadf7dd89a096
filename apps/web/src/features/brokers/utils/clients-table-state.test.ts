import { describe, expect, it } from 'vitest';
import {
  nextSort,
  readClientsTable,
  writeClientsTable,
} from './clients-table-state';

const read = (search: string) => readClientsTable(new URLSearchParams(search));

describe('clients table state in the address', () => {
  it('should default to page 1 of 25 by premium, largest first', () => {
    expect(read('')).toEqual({
      page: 1,
      pageSize: 25,
      sort: 'premium.desc',
    });
  });

  it('should read page, size and sort', () => {
    expect(read('?page=3&size=10&sort=state.asc')).toEqual({
      page: 3,
      pageSize: 10,
      sort: 'state.asc',
    });
  });

  it('should fall back to the defaults for values the server refuses', () => {
    expect(read('?page=0&size=7&sort=name.asc')).toEqual(read(''));
    expect(read('?page=-2&size=abc&sort=premium')).toEqual(read(''));
    expect(read('?page=999999&size=50').page).toBe(2001);
  });

  it('should leave defaults out and keep other keys', () => {
    const params = new URLSearchParams('tab=x&page=4');
    expect(
      writeClientsTable(
        { page: 1, pageSize: 25, sort: 'premium.desc' },
        params,
      ).toString(),
    ).toBe('tab=x');
    expect(
      writeClientsTable(
        { page: 2, pageSize: 50, sort: 'entity_name.asc' },
        params,
      ).toString(),
    ).toBe('tab=x&page=2&size=50&sort=entity_name.asc');
  });

  it('should start numbers from the largest, text from A, and turn around on a second click', () => {
    expect(nextSort('employees', true, 'premium.desc')).toBe('employees.desc');
    expect(nextSort('entity_name', false, 'premium.desc')).toBe(
      'entity_name.asc',
    );
    expect(nextSort('premium', true, 'premium.desc')).toBe('premium.asc');
    expect(nextSort('state', false, 'state.asc')).toBe('state.desc');
  });
});
