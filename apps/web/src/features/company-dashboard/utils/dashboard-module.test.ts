import { describe, expect, it } from 'vitest';
import { parseModule, pickDashboardModule } from './dashboard-module';

const both = ['pc', 'eb'] as const;

describe('the dashboard module', () => {
  it('should read only pc and eb from the address', () => {
    expect(parseModule('eb')).toBe('eb');
    expect(parseModule('EB')).toBeNull();
    expect(parseModule(null)).toBeNull();
  });

  it('should take the address first, then where the user came from', () => {
    const base = { held: both, available: both };
    expect(
      pickDashboardModule({ ...base, requested: 'eb', cameFrom: 'pc' }),
    ).toBe('eb');
    expect(
      pickDashboardModule({ ...base, requested: null, cameFrom: 'eb' }),
    ).toBe('eb');
  });

  it('should fall back to the first module of the profile', () => {
    expect(
      pickDashboardModule({
        requested: 'pc',
        cameFrom: null,
        held: both,
        available: ['eb'],
      }),
    ).toBe('eb');
  });

  it('should guess from the modules held while the profile loads', () => {
    const choice = {
      requested: null,
      cameFrom: 'eb' as const,
      held: ['pc'] as const,
    };
    expect(pickDashboardModule({ ...choice, available: null })).toBe('pc');
    expect(pickDashboardModule({ ...choice, held: [], available: [] })).toBe(
      null,
    );
  });
});
