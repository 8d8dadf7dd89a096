import { describe, expect, it } from 'vitest';
import { planInfo } from '@edge/contracts';
import {
  exportsText,
  modulesText,
  priceText,
  seatsText,
  statesText,
} from './plan-text';

describe('plan texts', () => {
  it('should say which modules each plan may include', () => {
    expect(modulesText(planInfo('trial'))).toBe(
      'One of Commercial Lines or Employee Benefits',
    );
    expect(modulesText(planInfo('regional'))).toBe(
      'Commercial Lines and Employee Benefits',
    );
    expect(modulesText(planInfo('enterprise'))).toBe(
      'Commercial Lines, Employee Benefits, SGR and Analytics',
    );
  });

  it('should say the states, seats, exports and price of a plan', () => {
    expect(statesText(planInfo('regional'))).toBe('Up to 10 states');
    expect(statesText(planInfo('agency'))).toBe('All states and territories');
    expect(seatsText(planInfo('trial'))).toBe('Up to 2');
    expect(seatsText(planInfo('enterprise'))).toBe('10 or more');
    expect(exportsText(planInfo('agency'), 20)).toBe(
      '20 per user (200 for 10 seats)',
    );
    expect(exportsText(planInfo('enterprise'), 20)).toBe('20 per user');
    expect(priceText(planInfo('trial'))).toBe('Free for 30 days');
    expect(priceText(planInfo('enterprise'))).toBe(
      '$85.00 a seat per module per month, billed yearly',
    );
  });
});
