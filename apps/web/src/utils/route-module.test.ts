import { describe, expect, it } from 'vitest';
import { getRouteModule, getSwitchTarget } from './route-module';

describe('getRouteModule', () => {
  it.each([
    ['/edge/pc', 'pc'],
    ['/edge/eb', 'eb'],
    ['/edge/pc/favorites', 'pc'],
    ['/edge/eb/savedsearches', 'eb'],
    ['/edge/eb/broker/42', 'eb'],
    ['/edge/results/eb', 'eb'],
    ['/edge/statistics/pc', 'pc'],
    ['/edge/myaccount/eb', 'eb'],
    ['/edge/alternate-addresses/eb/M1', 'eb'],
    ['/edge/industries', 'pc'],
    ['/edge/location_lookup', 'pc'],
  ])('should read %s as %s', (path, module) => {
    expect(getRouteModule(path)).toBe(module);
  });

  it.each([
    '/edge/results/dashboard',
    '/edge/results/dashboard/M1',
    '/edge/osha-details/M1',
    '/edge/event_alerts_details/M1/4',
    '/edge/login',
    '/edge/pcx',
  ])('should find no module in %s', (path) => {
    expect(getRouteModule(path)).toBeNull();
  });
});

describe('getSwitchTarget', () => {
  it('should offer the other module when the user holds it', () => {
    expect(getSwitchTarget({ 'H-W': 'CA' }, 'pc')).toBe('eb');
    expect(getSwitchTarget({ PC: 'All States' }, 'eb')).toBe('pc');
  });

  it('should offer nothing when the user holds neither module', () => {
    expect(getSwitchTarget({ SGR: 'All States' }, 'pc')).toBeUndefined();
    expect(getSwitchTarget({}, null)).toBeUndefined();
  });

  it('should offer the landing module when no module was denied', () => {
    expect(getSwitchTarget({ 'H-W': 'CA' }, null)).toBe('eb');
  });
});
