import { describe, expect, it } from 'vitest';
import {
  CONTACT_TITLE_MAX,
  defaultEbCriteria,
  defaultPcCriteria,
} from '@edge/contracts';
import { toBase64Url } from './base64url';
import {
  decodeSearch,
  encodeSearch,
  withOtherParams,
} from './search-url-codec';
import { defaultSearchState } from './search-modules';

function pcCriteria() {
  const criteria = defaultPcCriteria();
  criteria.locationSearch.states = ['TX', 'OK'];
  criteria.termsSearch.name = 'Café Núñez';
  criteria.hazardSearch.flood = 3;
  return criteria;
}

describe('search URL codec', () => {
  it('should restore criteria, page, size, sort and view after a round trip', () => {
    const state = {
      criteria: pcCriteria(),
      page: 3,
      pageSize: 50,
      sort: { field: 'employees', direction: 'desc' as const },
      view: 'map' as const,
      contactRoles: [],
      contactTitle: '',
      contactsPage: 1,
    };
    const params = encodeSearch('pc', state);
    expect(params.get('sort')).toBe('employees.desc');
    expect(decodeSearch('pc', new URLSearchParams(params.toString()))).toEqual(
      state,
    );
  });

  it('should restore the Contacts view with its roles, title and page', () => {
    const state = {
      ...defaultSearchState('eb'),
      pageSize: 10,
      view: 'contacts' as const,
      contactRoles: ['hr' as const, 'benefits' as const],
      contactTitle: 'Vice président, RH & paie',
      contactsPage: 4,
    };
    const params = encodeSearch('eb', state);
    expect(params.get('view')).toBe('contacts');
    expect(params.get('roles')).toBe('hr,benefits');
    expect(params.get('cpage')).toBe('4');
    expect(decodeSearch('eb', new URLSearchParams(params.toString()))).toEqual(
      state,
    );
  });

  it('should drop unknown roles and keep the known ones in role order', () => {
    const params = new URLSearchParams(
      'view=contacts&roles=fleet,owner,hr,,HR,fleet',
    );
    expect(decodeSearch('pc', params).contactRoles).toEqual(['hr', 'fleet']);
    expect(
      decodeSearch('pc', new URLSearchParams('roles=cto')).contactRoles,
    ).toEqual([]);
  });

  it('should cut title words to the most a contacts search takes', () => {
    const long = 'risk '.repeat(30);
    const { contactTitle } = decodeSearch(
      'pc',
      new URLSearchParams({ title: long }),
    );
    expect(contactTitle).toBe(long.slice(0, CONTACT_TITLE_MAX));
  });

  it('should write no title of blanks and no first contacts page', () => {
    const params = encodeSearch('pc', {
      contactRoles: [],
      contactTitle: '   ',
      contactsPage: 1,
    });
    expect(params.toString()).toBe('');
  });

  it('should write nothing for a search of defaults', () => {
    expect(encodeSearch('pc', defaultSearchState('pc')).toString()).toBe('');
    expect(encodeSearch('eb', defaultSearchState('eb')).toString()).toBe('');
  });

  it('should carry only the criteria that differ from the defaults', () => {
    const criteria = defaultEbCriteria();
    criteria.lob_dental = true;
    const q = encodeSearch('eb', { criteria }).get('q') ?? '';
    expect(q.startsWith('1.')).toBe(true);
    const json = atob(q.slice(2).replace(/-/g, '+').replace(/_/g, '/'));
    expect(JSON.parse(json)).toEqual({ lob_dental: true });
  });

  it('should read anything unreadable as the defaults', () => {
    const bad = [
      'q=1.%%%&page=0&size=7&sort=premium.up&view=list&roles=cfo&cpage=0',
      `q=9.${toBase64Url('{"lob_dental":true}')}&page=abc&sort=nope`,
      `q=1.${toBase64Url('[1,2]')}&page=-2&sort=.asc`,
      `q=1.${toBase64Url('{"scopes":"F5500"}')}&page=99999&size=13`,
      `q=1.${toBase64Url('{"latitude":"north"}')}&cpage=-1&roles=`,
    ];
    for (const query of bad) {
      expect(decodeSearch('eb', new URLSearchParams(query))).toEqual(
        defaultSearchState('eb'),
      );
    }
  });

  it('should keep a value of the right type that the server will refuse', () => {
    const criteria = defaultPcCriteria();
    criteria.locationSearch.zips = ['7870'];
    const params = encodeSearch('pc', { criteria });
    expect(decodeSearch('pc', params).criteria).toEqual(criteria);
  });

  it('should drop names the criteria do not have', () => {
    const q = `1.${toBase64Url('{"lob_dental":true,"lob_cats":true}')}`;
    const { criteria } = decodeSearch('eb', new URLSearchParams({ q }));
    expect(criteria.lob_dental).toBe(true);
    expect(criteria).not.toHaveProperty('lob_cats');
  });

  it('should refuse a sort field of the other module', () => {
    const params = new URLSearchParams('sort=premium.desc');
    expect(decodeSearch('pc', params).sort).toBeNull();
    expect(decodeSearch('eb', params).sort).toEqual({
      field: 'premium',
      direction: 'desc',
    });
  });

  it('should carry the params it does not own, not its own', () => {
    const source = new URLSearchParams(
      'q=1.old&page=4&roles=hr&title=risk&cpage=3&edit=12',
    );
    const params = withOtherParams(encodeSearch('pc', { page: 2 }), source);
    expect(params.toString()).toBe('page=2&edit=12');
  });
});
