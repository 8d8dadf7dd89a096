import { describe, expect, it } from 'vitest';
import {
  isHazardsForLocation,
  matchHazardsView,
  roundCoordinate,
} from './hazard-match';

const company = { latitude: 41.878113456, longitude: -87.629798749 };

describe('the hazard match rule (SPEC §4)', () => {
  it('should round coordinates to 7 decimals', () => {
    expect(roundCoordinate(41.878113456)).toBe(41.8781135);
    expect(roundCoordinate(null)).toBeNull();
  });

  it('should match an answer at the company rounded to 7 decimals', () => {
    const answer = { latitude: 41.8781135, longitude: -87.6297987 };
    expect(isHazardsForLocation(answer, company)).toBe(true);
  });

  it('should not match an answer for another location', () => {
    const answer = { latitude: 41.8781145, longitude: -87.6297987 };
    expect(isHazardsForLocation(answer, company)).toBe(false);
    const nowhere = { latitude: null, longitude: null };
    expect(isHazardsForLocation(nowhere, company)).toBe(false);
  });

  it('should match a county answer of a company without coordinates', () => {
    const nowhere = { latitude: null, longitude: null };
    expect(isHazardsForLocation(nowhere, nowhere)).toBe(true);
  });
});

describe('the hazards card view', () => {
  const hazards = {
    status: 'loaded' as const,
    data: { latitude: 41.8781135, longitude: -87.6297987 },
  };

  it('should show hazards at the company once its profile is in', () => {
    const profile = { status: 'loaded' as const, data: company };
    expect(matchHazardsView(hazards, profile)).toBe(hazards);
    expect(matchHazardsView(hazards, { status: 'loading' })).toEqual({
      status: 'loading',
    });
  });

  it('should set aside hazards for another place', () => {
    const elsewhere = { ...company, latitude: 40 };
    const profile = { status: 'loaded' as const, data: elsewhere };
    expect(matchHazardsView(hazards, profile)).toEqual({ status: 'ignored' });
    const failed = { status: 'error' as const, error: new Error('x') };
    expect(matchHazardsView(hazards, failed)).toEqual({ status: 'ignored' });
  });

  it('should pass on a hazards answer that is not in yet', () => {
    const profile = { status: 'loaded' as const, data: company };
    expect(matchHazardsView({ status: 'loading' }, profile)).toEqual({
      status: 'loading',
    });
  });
});
