import { makeAddress, type Address } from './addresses';
import type { StateGeo } from './geography';
import { PLACES } from './name-words';
import { hash32, hashString, Rng } from './prng';
import { localName } from './regional-words';
import { SURNAMES } from './surnames';

// Fictional plan service providers (Schedule C, preparers, auditors, PEOs):
// national recordkeepers plus a small pool of local firms per state, each
// firm with a stable EIN and address.

export interface Provider {
  name: string;
  ein: string;
  address: Address;
}

export type LocalKind =
  'tpa' | 'advisor' | 'cpa' | 'welfare-tpa' | 'actuary' | 'peo';

const RECORDKEEPERS = [
  'KEYSTONE RETIREMENT SERVICES LLC',
  'NORTHBRIDGE RETIREMENT PLAN SVCS',
  'LIBERTY SQUARE RECORDKEEPING INC',
  'AMERIVEST RETIREMENT SOLUTIONS',
  'CLEARPATH 401K SERVICES LLC',
  'GRANITE PLAN ADMINISTRATORS INC',
  'BLUE HARBOR TRUST COMPANY',
  'PRAIRIE STATE RETIREMENT SVCS',
  'EVERGREEN PARTICIPANT SERVICES',
  'COLUMBIA PLAN SERVICES INC',
];

const PATTERNS: Record<
  LocalKind,
  ReadonlyArray<(a: string, b: string) => string>
> = {
  tpa: [
    (a) => `${a} PENSION CONSULTANTS INC`,
    (a) => `${a} PLAN ADMINISTRATORS LLC`,
    (a, b) => `${a} & ${b} RETIREMENT SERVICES`,
  ],
  advisor: [
    (a) => `${a} WEALTH ADVISORS LLC`,
    (a) => `${a} INVESTMENT PARTNERS`,
    (a, b) => `${a} ${b} FINANCIAL GROUP`,
  ],
  cpa: [
    (a, b) => `${a} & ${b} CPAS LLP`,
    (a, b) => `${a} ${b} & CO LLP`,
    (a) => `${a} & ASSOCIATES PC`,
  ],
  'welfare-tpa': [
    (a) => `${a} BENEFIT ADMINISTRATORS`,
    (a) => `${a} HEALTH PLAN SERVICES INC`,
    (a, b) => `${a} ${b} CLAIMS MANAGEMENT`,
  ],
  actuary: [
    (a) => `${a} ACTUARIAL SERVICES INC`,
    (a, b) => `${a} & ${b} ACTUARIES LLC`,
  ],
  peo: [
    (a) => `${a} EMPLOYER SOLUTIONS LLC`,
    (a) => `${a} HR PARTNERS INC`,
    (a) => `${a} PEO SERVICES`,
  ],
};

function providerEin(key: number): string {
  return String(hash32(key, 0xc0ffee) % 1e9).padStart(9, '0');
}

export class ProviderBook {
  private readonly cache = new Map<string, Provider>();

  constructor(private readonly states: readonly StateGeo[]) {}

  /** A national recordkeeper with its head office. */
  recordkeeper(rng: Rng): Provider {
    const i = rng.int(RECORDKEEPERS.length);
    return this.cached(`rk|${i}`, () => {
      const r = new Rng(0x7ec0, i);
      const state = this.states[(i * 7) % this.states.length]!;
      return {
        name: RECORDKEEPERS[i]!,
        ein: providerEin(i),
        address: makeAddress(r, r.pick(state.zips)),
      };
    });
  }

  /** One of a few firms of a kind in the state (more in larger states). */
  local(kind: LocalKind, state: StateGeo, rng: Rng): Provider {
    const pool = Math.max(3, Math.round(state.info.population / 1_500_000));
    const k = rng.int(pool);
    return this.cached(`${kind}|${state.info.abbr}|${k}`, () => {
      const kindKey = hashString(kind);
      const r = new Rng(0x9e0, k, state.info.population, kindKey);
      const a = r.chance(0.7) ? r.pick(SURNAMES) : r.pick(PLACES);
      const b = r.pick(SURNAMES);
      return {
        name: localName(r.pick(PATTERNS[kind])(a, b), state.info.abbr).slice(
          0,
          35,
        ),
        ein: providerEin(hash32(k, state.info.population, kindKey)),
        address: makeAddress(r, r.pick(state.zips)),
      };
    });
  }

  private cached(key: string, make: () => Provider): Provider {
    let provider = this.cache.get(key);
    if (!provider) {
      provider = make();
      this.cache.set(key, provider);
    }
    return provider;
  }
}
