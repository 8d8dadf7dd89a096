import { describe, expect, it } from 'vitest';
import {
  expandStateList,
  getLandingModule,
  getPermittedStates,
  hasModule,
} from './products';
import { ALL_STATE_CODES } from './states';

// The products maps of the demo accounts (ARCHITECTURE §3).
const DEMO_PRODUCTS = {
  'pc.broker': { PC: 'All States' },
  'eb.broker': { 'H-W': 'CA,OR,WA,NV' },
  'full.broker': {
    PC: 'All States',
    'H-W': 'All States',
    SGR: 'All States',
    'A-R': 'All States',
  },
  'territory.broker': { PC: 'US Territories,TX' },
  'ent.admin': { PC: 'All States', 'H-W': 'All States' },
  'ent.group': { PC: 'All States' },
  'corp.admin': { PC: 'All States' },
  'agency.owner': { PC: 'All States' },
  'agency.user': { PC: 'All States' },
  'trial.broker': { PC: 'TX,OK' },
  'partner.broker': { PC: 'All States', 'H-W': 'All States' },
  'mfa.broker': { PC: 'All States' },
} as const;

describe('expandStateList', () => {
  it('should grant 51 states and 5 territories when All States', () => {
    const states = expandStateList('All States');
    expect(states).toHaveLength(56);
    expect(states).toEqual([...ALL_STATE_CODES]);
  });

  it('should expand US Territories to the five territories', () => {
    expect(expandStateList('US Territories')).toEqual([
      'PR',
      'VI',
      'GU',
      'AS',
      'MP',
    ]);
  });

  it('should trim, upper-case, de-duplicate and drop unknown tokens', () => {
    expect(expandStateList(' tx, OK ,TX,Narnia')).toEqual(['OK', 'TX']);
  });

  it('should grant nothing when the entry is missing or empty', () => {
    expect(expandStateList(undefined)).toEqual([]);
    expect(expandStateList('')).toEqual([]);
  });
});

describe('getPermittedStates for every demo user', () => {
  const expected: Record<keyof typeof DEMO_PRODUCTS, [string[], string[]]> = {
    'pc.broker': [[...ALL_STATE_CODES], []],
    'eb.broker': [[], ['CA', 'NV', 'OR', 'WA']],
    'full.broker': [[...ALL_STATE_CODES], [...ALL_STATE_CODES]],
    'territory.broker': [['TX', 'PR', 'VI', 'GU', 'AS', 'MP'], []],
    'ent.admin': [[...ALL_STATE_CODES], [...ALL_STATE_CODES]],
    'ent.group': [[...ALL_STATE_CODES], []],
    'corp.admin': [[...ALL_STATE_CODES], []],
    'agency.owner': [[...ALL_STATE_CODES], []],
    'agency.user': [[...ALL_STATE_CODES], []],
    'trial.broker': [['OK', 'TX'], []],
    'partner.broker': [[...ALL_STATE_CODES], [...ALL_STATE_CODES]],
    'mfa.broker': [[...ALL_STATE_CODES], []],
  };
  for (const [user, [pc, eb]] of Object.entries(expected)) {
    it(`should compute the pc and eb states of ${user}`, () => {
      const products = DEMO_PRODUCTS[user as keyof typeof DEMO_PRODUCTS];
      expect(getPermittedStates(products, 'pc')).toEqual(pc);
      expect(getPermittedStates(products, 'eb')).toEqual(eb);
      expect(hasModule(products, 'pc')).toBe(pc.length > 0);
      expect(hasModule(products, 'eb')).toBe(eb.length > 0);
    });
  }
});

describe('getLandingModule', () => {
  it('should land on eb when the user holds H-W but not PC', () => {
    expect(getLandingModule(DEMO_PRODUCTS['eb.broker'])).toBe('eb');
  });

  it('should land on pc for everyone else', () => {
    expect(getLandingModule(DEMO_PRODUCTS['full.broker'])).toBe('pc');
    expect(getLandingModule(DEMO_PRODUCTS['pc.broker'])).toBe('pc');
    expect(getLandingModule({})).toBe('pc');
  });
});
