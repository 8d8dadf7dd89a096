import { describe, expect, it } from 'vitest';
import { compactStateList, productsBeyond } from './manage-users';
import { ALL_STATE_CODES } from './states';

describe('productsBeyond', () => {
  it('should expand All States and US Territories on both sides', () => {
    expect(
      productsBeyond({ PC: 'PR,GU,TX' }, { PC: 'US Territories,TX' }),
    ).toEqual({});
    expect(productsBeyond({ PC: 'All States' }, { PC: 'All States' })).toEqual(
      {},
    );
    expect(
      productsBeyond({ PC: 'TX,OK' }, { PC: 'US Territories,TX' }),
    ).toEqual({
      PC: ['OK'],
    });
  });

  it('should name a product not bought with no states', () => {
    expect(productsBeyond({ SGR: 'TX' }, { PC: 'All States' })).toEqual({
      SGR: [],
    });
  });
});

describe('compactStateList', () => {
  it('should write every state and territory as All States', () => {
    expect(compactStateList(ALL_STATE_CODES)).toBe('All States');
    expect(compactStateList(['TX', 'CA', 'TX'])).toBe('CA,TX');
  });
});
