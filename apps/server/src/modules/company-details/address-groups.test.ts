import type { CompanyAddress } from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import {
  groupAddresses,
  pageOfAddresses,
  placeKey,
  type AddressRow,
} from './address-groups';

const row = (
  source_key: string,
  address: string | null,
  zip: string | null,
  as_of_date: string | null,
  dataset = source_key.split(':')[0]!,
): AddressRow => ({
  source_key,
  dataset,
  address,
  city: 'Columbus',
  state: 'OH',
  zip,
  county_fips: null,
  as_of_date,
});

describe('address groups', () => {
  it('should read one place however its sources spell it', () => {
    const keys = [
      row('a:1', '1200 N Main St.', '43215-1234', null),
      row('b:1', '1200 NORTH MAIN STREET', '43215', null),
      row('c:1', ' 1200  n main st ', '432151234', null),
    ].map(placeKey);
    expect(new Set(keys).size).toBe(1);
    expect(placeKey(row('d:1', '1210 N Main St', '43215', null))).not.toBe(
      keys[0],
    );
  });

  it('should group rows of one place, newest first, each source once', () => {
    const groups = groupAddresses([
      row('f5500:1', '1200 N MAIN STREET', '43215', '2025-07-29'),
      row('osha:1', '1200 NORTH MAIN ST', '43215', '2025-11-02'),
      row('f5500:2', '1200 N Main St', '43215', '2025-07-30'),
      row('wc:1', '88 E Broad St', '43215', '2025-01-01'),
    ]);
    expect(
      groups.map((g) => [g.newest.source_key, g.rows.map((r) => r.source_key)]),
    ).toEqual([
      ['osha:1', ['osha:1', 'f5500:2']],
      ['wc:1', ['wc:1']],
    ]);
  });
});

const address = (
  id: string,
  label: string,
  zip: string | null,
): CompanyAddress => ({
  id,
  sources: [{ dataset: label, label, as_of_date: null }],
  address: null,
  city: null,
  state: null,
  zip,
  county_fips: null,
  county_name: null,
  as_of_date: null,
  is_main: false,
});

describe('a page of addresses', () => {
  const all = [
    address('a', 'Contacts', '43215'),
    address('b', 'Assessor', null),
    address('c', 'Assessor', '10001'),
    address('d', 'Workers comp', '43215'),
  ];
  const page = (
    field: 'source' | 'zip',
    direction: 'asc' | 'desc',
    offset = 0,
    limit = 10,
  ) =>
    pageOfAddresses(all, { field, direction, offset, limit }).map((a) => a.id);

  it('should sort by the newest source, then by id', () => {
    expect(page('source', 'asc')).toEqual(['b', 'c', 'a', 'd']);
    expect(page('source', 'desc')).toEqual(['d', 'a', 'b', 'c']);
  });

  it('should keep blanks last either way and page the sorted list', () => {
    expect(page('zip', 'asc')).toEqual(['c', 'a', 'd', 'b']);
    expect(page('zip', 'desc')).toEqual(['a', 'd', 'c', 'b']);
    expect(page('zip', 'asc', 2, 2)).toEqual(['d', 'b']);
  });
});
