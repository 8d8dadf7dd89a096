import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BROKER_SEARCH,
  hasBrokerFilters,
  nextBrokerSort,
  readBrokerSearch,
  toBrokerSearchQuery,
  writeBrokerSearch,
} from './broker-search-params';

const read = (query: string) => readBrokerSearch(new URLSearchParams(query));

describe('broker search params', () => {
  it('should read defaults from an empty address', () => {
    expect(read('')).toEqual(DEFAULT_BROKER_SEARCH);
    expect(DEFAULT_BROKER_SEARCH).toMatchObject({
      page: 1,
      pageSize: 25,
      sort: 'clients.desc',
    });
  });

  it('should read every filter, paging and sort', () => {
    expect(
      read(
        'broker_name=Summit&broker_states=CA,NV&broker_city=reno&broker_zip=89501' +
          '&broker_bins=local,national&broker_page=3&broker_size=10&broker_sort=name.asc',
      ),
    ).toEqual({
      name: 'Summit',
      states: ['CA', 'NV'],
      city: 'reno',
      zip: '89501',
      bins: ['local', 'national'],
      page: 3,
      pageSize: 10,
      sort: 'name.asc',
    });
  });

  it('should read a value the server would refuse as its default', () => {
    expect(
      read(
        'broker_states=CA,XX&broker_zip=123&broker_bins=huge,local' +
          '&broker_page=0&broker_size=7&broker_sort=address.asc',
      ),
    ).toEqual({ ...DEFAULT_BROKER_SEARCH, states: ['CA'], bins: ['local'] });
    expect(read('broker_page=99999').page).toBe(4001);
  });

  it('should write only what differs from the defaults, keeping other params', () => {
    const params = writeBrokerSearch(
      { ...DEFAULT_BROKER_SEARCH, name: ' Summit ', states: ['CA', 'OR'] },
      new URLSearchParams('mode=brokers&broker_page=4&q=1.abc'),
    );
    expect(params.toString()).toBe(
      'mode=brokers&q=1.abc&broker_name=Summit&broker_states=CA%2COR',
    );
    expect(read(params.toString())).toMatchObject({
      name: 'Summit',
      states: ['CA', 'OR'],
      page: 1,
    });
  });

  it('should tell filters from paging and sorting', () => {
    expect(hasBrokerFilters({ ...DEFAULT_BROKER_SEARCH, page: 4 })).toBe(false);
    expect(
      hasBrokerFilters({ ...DEFAULT_BROKER_SEARCH, bins: ['local'] }),
    ).toBe(true);
  });

  it('should give the API page from 0, text trimmed', () => {
    expect(
      toBrokerSearchQuery({
        ...DEFAULT_BROKER_SEARCH,
        page: 2,
        city: ' reno ',
      }),
    ).toMatchObject({ page: 1, city: 'reno', sort: 'clients.desc' });
  });

  it('should sort numbers from the largest and text from A, then turn around', () => {
    expect(nextBrokerSort('premium', true, 'clients.desc')).toBe(
      'premium.desc',
    );
    expect(nextBrokerSort('name', false, 'clients.desc')).toBe('name.asc');
    expect(nextBrokerSort('name', false, 'name.asc')).toBe('name.desc');
  });
});
