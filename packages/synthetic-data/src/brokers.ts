import { makeAddress, type Address } from './addresses';
import {
  brokerSpellings,
  legalForm,
  localBrokerName,
  NATIONAL_BROKERS,
  regionalBrokerName,
} from './broker-names';
import { Weighted, zipfWeights } from './distributions';
import type { Geography, StateGeo, ZipInfo } from './geography';
import { PLACES } from './name-words';
import { hash32, Rng } from './prng';
import { SURNAMES } from './surnames';

// A few hundred fictional broker firms: 10 national (about 16% of
// placements), 63 regional, and local agencies in every state; each firm has
// an office address in the states it serves.

export interface Broker {
  id: number;
  tier: 'national' | 'regional' | 'local';
  base: string;
  spellings: string[];
  ein: string;
  /** Organization code of Schedule A Part 1 (3 = insurance agent/broker). */
  code: string;
  offices: Map<string, Address>;
}

const DIVISIONS = [
  'CT ME MA NH RI VT',
  'NJ NY PA',
  'IL IN MI OH WI',
  'IA KS MN MO NE ND SD',
  'DE DC FL GA MD NC SC VA WV',
  'AL KY MS TN',
  'AR LA OK TX',
  'AZ CO ID MT NV NM UT WY',
  'AK CA HI OR WA',
].map((list) => list.split(' '));

const DIRECTORY_SEED = 0x5eed_b40c;
const TIER_SHARES = { national: 0.16, regional: 0.22, local: 0.62 };

function metroZip(state: StateGeo, rng: Rng): ZipInfo {
  const counts = new Map<string, number>();
  for (const z of state.zips) counts.set(z.city, (counts.get(z.city) ?? 0) + 1);
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  return rng.pick(state.zips.filter((z) => z.city === top));
}

export class BrokerDirectory {
  readonly brokers: Broker[] = [];
  private readonly byState = new Map<string, Weighted<Broker>>();

  constructor(geo: Geography) {
    const rng = new Rng(DIRECTORY_SEED, 1);
    const states = new Map(geo.states.map((s) => [s.info.abbr, s]));
    const add = (tier: Broker['tier'], base: string, served: string[]) => {
      const form = legalForm(rng);
      const broker: Broker = {
        id: this.brokers.length,
        tier,
        base,
        spellings: brokerSpellings(base, form),
        ein: String(hash32(DIRECTORY_SEED, this.brokers.length) % 1e9).padStart(
          9,
          '0',
        ),
        code: tier === 'local' && rng.chance(0.1) ? '4' : '3',
        offices: new Map(),
      };
      for (const abbr of served) {
        const state = states.get(abbr);
        if (!state || state.zips.length === 0) continue;
        const zip =
          tier === 'local' ? rng.pick(state.zips) : metroZip(state, rng);
        broker.offices.set(abbr, makeAddress(rng, zip));
      }
      this.brokers.push(broker);
    };
    const all = geo.states.map((s) => s.info.abbr);
    for (const name of NATIONAL_BROKERS) add('national', name, all);
    for (let i = 0; i < 63; i += 1) {
      const divisionIndex = i % DIVISIONS.length;
      const division = DIVISIONS[divisionIndex]!;
      const count = Math.min(division.length, rng.range(2, 5));
      const start = rng.int(division.length);
      const served = Array.from(
        { length: count },
        (_, k) => division[(start + k) % division.length]!,
      );
      add(
        'regional',
        regionalBrokerName(
          rng,
          divisionIndex,
          Math.floor(i / DIVISIONS.length),
        ),
        served,
      );
    }
    const people = geo.states.reduce((sum, s) => sum + s.info.population, 0);
    for (const state of geo.states) {
      const count = Math.max(
        2,
        Math.round((state.info.population / people) * 300),
      );
      for (let i = 0; i < count; i += 1) {
        add('local', localBrokerName(rng, SURNAMES, PLACES), [state.info.abbr]);
      }
    }
  }

  /** A company's broker of record, by tier share then rank within tier. */
  pick(abbr: string, rng: Rng): Broker {
    let table = this.byState.get(abbr);
    if (!table) {
      table = this.buildTable(abbr);
      this.byState.set(abbr, table);
    }
    return table.draw(rng);
  }

  private buildTable(abbr: string): Weighted<Broker> {
    const entries: Array<readonly [Broker, number]> = [];
    for (const tier of ['national', 'regional', 'local'] as const) {
      const firms = this.brokers.filter(
        (b) => b.tier === tier && b.offices.has(abbr),
      );
      const weights = zipfWeights(firms.length, tier === 'local' ? 0.9 : 0.7);
      const total = weights.reduce((a, b) => a + b, 0);
      firms.forEach((firm, i) => {
        entries.push([firm, (TIER_SHARES[tier] * weights[i]!) / total]);
      });
    }
    return new Weighted(entries);
  }

  /** The broker's name as typed on a filing (at most 35 characters). */
  nameFor(broker: Broker, stateName: string, rng: Rng): string {
    const roll = rng.next();
    let name: string;
    if (broker.tier === 'national' && roll < 0.15) {
      name = `${broker.base} OF ${stateName.toUpperCase()}, INC.`;
    } else {
      const spellings = broker.spellings;
      name =
        roll < 0.55
          ? spellings[0]!
          : roll < 0.8
            ? spellings[1]!
            : roll < 0.9
              ? spellings[2]!
              : spellings[3]!;
    }
    return name.slice(0, 35).trim();
  }

  /** The office serving a state, or the firm's first office. */
  office(broker: Broker, abbr: string): Address {
    return broker.offices.get(abbr) ?? broker.offices.values().next().value!;
  }
}
