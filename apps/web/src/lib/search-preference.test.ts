import { beforeEach, describe, expect, it } from 'vitest';
import {
  defaultPreference,
  enterMode,
  forgetPreference,
  lastSearchModule,
  readPreference,
  searchModeOf,
  updatePreference,
} from './search-preference';

describe('search preference', () => {
  beforeEach(() => sessionStorage.clear());

  it('should name the module of the last search mode', () => {
    expect(lastSearchModule()).toBeNull();
    enterMode('eb-brokers');
    expect(lastSearchModule()).toBe('eb');
    enterMode('pc');
    expect(lastSearchModule()).toBe('pc');
  });

  it('should keep a change while the user stays in the mode', () => {
    enterMode('pc');
    updatePreference('pc', { pageSize: 50, view: 'map' });
    enterMode('pc');
    expect(readPreference('pc')).toEqual({
      mode: 'pc',
      pageSize: 50,
      sort: null,
      view: 'map',
    });
  });

  it('should reset when the user switches module or to broker search', () => {
    updatePreference('pc', { pageSize: 50, sort: 'employees.desc' });
    enterMode('eb');
    expect(readPreference('eb')).toEqual(defaultPreference('eb'));
    updatePreference('eb', { pageSize: 10 });
    enterMode('eb-brokers');
    expect(readPreference('eb')).toEqual(defaultPreference('eb'));
    enterMode('pc');
    expect(readPreference('pc')).toEqual(defaultPreference('pc'));
  });

  it('should be gone after sign-out and survive broken storage', () => {
    updatePreference('pc', { pageSize: 50 });
    forgetPreference();
    expect(readPreference('pc').pageSize).toBeNull();
    sessionStorage.setItem('edge.searchPreference', '{not json');
    expect(readPreference('pc')).toEqual(defaultPreference('pc'));
  });

  it('should read the mode from the address', () => {
    expect(searchModeOf('/edge/pc', '')).toBe('pc');
    expect(searchModeOf('/edge/results/pc', '?q=1.x')).toBe('pc');
    expect(searchModeOf('/edge/pc/savedsearches', '')).toBe('pc');
    expect(searchModeOf('/edge/eb', '')).toBe('eb');
    expect(searchModeOf('/edge/eb', '?mode=brokers')).toBe('eb-brokers');
    expect(searchModeOf('/edge/eb/broker/B123', '')).toBe('eb-brokers');
    expect(searchModeOf('/edge/results/eb', '')).toBe('eb');
    expect(searchModeOf('/edge/eb/favorites', '')).toBe('eb');
    expect(searchModeOf('/edge/industries', '')).toBeNull();
    expect(searchModeOf('/edge/results/dashboard/1', '')).toBeNull();
  });
});
