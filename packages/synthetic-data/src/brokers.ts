import { makeAddress, type Address } from './addresses';
import {
  brokerSpellings,
  legalForm,
  localBrokerName,
  NATIONAL_BROKERS,
  regionalBrokerName,
} from './broker-names';
import { distanceKm, LocalMarket, metros, townZip } from './broker-places';
import { Weighted, zipfWeights } from './distributions';
import type { Geography, StateGeo, ZipInfo } from './geography';
import { PLACES } from './name-words';
import { localName } from './regional-words';
import { hash32, Rng } from './prng';
import { SURNAMES } from './surnames';

// The broker firms of the generated filings, sized by a Zipf-like law: four
// national firms place about a third of the plans (hundreds of clients each
// at 25,000 companies, thousands at 1,000,000) and ten more a tenth, from
// offices in the large cities of most states; 63 regional firms work the metros of a few neighbouring
// states; some 9,000 local agencies sit in the towns where companies are and
// serve their own and the nearby counties.

export interface Broker {
  id: number;
  tier: 'national' | 'regional' | 'local';
  base: string;
  spellings: string[];
  ein: string;
  /** Organization code of Schedule A Part 1 (3 = insurance agent/broker). */
  code: string;
  /** Offices per state: several in the big states for the larger firms. */
  offices: Map<string, Address[]>;
}

/** Where a company is: what a broker is picked by. */
export interface Client {
  state: StateGeo;
  home: { zip: ZipInfo };
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

// Draw weights in a state where a firm has an office; the local agencies
// near a company share LOCAL_WEIGHT. A national firm also serves, from its
// nearest office, the states where it has none.
const NATIONAL_WEIGHTS = [
  13, 12.5, 12, 11.5, 4, 3, 2.4, 1.9, 1.5, 1.2, 1, 0.8, 0.7, 0.6,
];
const EVERYWHERE = 4;
const AWAY_WEIGHT = 0.25;
const regionalWeight = (rank: number) => 38 / (1 + rank / 10);
const REGIONAL_FIRMS = 63;
const LOCAL_WEIGHT = 30;
const LOCAL_AGENCIES = 9_000;

/** Offices a firm keeps in a state: more in the populous ones. */
const officeCount = (state: StateGeo, big: boolean) =>
  Math.max(
    1,
    Math.min(5, 1 + Math.floor(state.info.population / 5e6)) - (big ? 0 : 1),
  );

/** `count` of the state's largest cities, now and then skipping one. */
function officeCities(state: StateGeo, count: number, rng: Rng): ZipInfo[][] {
  const pool = metros(state).slice(0, count + 1);
  if (pool.length > count && rng.chance(0.3)) pool.splice(rng.int(count), 1);
  return pool.slice(0, count);
}

export class BrokerDirectory {
  readonly brokers: Broker[] = [];
  private readonly tables = new Map<
    string,
    { firms: Weighted<Broker | null>; total: number }
  >();
  private readonly locals = new Map<string, LocalMarket<Broker>>();
  private readonly names = new Set<string>();
  private readonly allOffices = new Map<Broker, Address[]>();

  constructor(geo: Geography) {
    const rng = new Rng(DIRECTORY_SEED, 1);
    const byPopulation = [...geo.states]
      .filter((s) => s.zips.length > 0)
      .sort((a, b) => b.info.population - a.info.population);
    const weights = new Map<Broker, number>();
    this.addNationals(rng, byPopulation, weights);
    this.addRegionals(rng, byPopulation, weights);
    this.addLocals(rng, byPopulation);
    for (const state of byPopulation) {
      this.tables.set(state.info.abbr, this.stateTable(state, weights));
    }
  }

  /**
   * A company's broker: a firm of its state, or a local agency near it. One
   * draw: the local agencies hold the start of the state's table, and where
   * the draw falls in it picks the agency.
   */
  pick(client: Client, rng: Rng): Broker {
    const abbr = client.state.info.abbr;
    const table = this.tables.get(abbr)!;
    const u = rng.next();
    const local = u * table.total;
    if (local >= LOCAL_WEIGHT) return table.firms.at(u)!;
    return this.locals.get(abbr)!.at(client.home.zip, local / LOCAL_WEIGHT);
  }

  /** The broker's name as typed on a filing (at most 35 characters). */
  nameFor(broker: Broker, stateName: string, rng: Rng): string {
    const roll = rng.next();
    let name: string;
    if (broker.tier === 'national' && roll < 0.1) {
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

  /** The firm's office nearest a client's ZIP, in its state where it has one. */
  office(broker: Broker, zip: ZipInfo): Address {
    const list = broker.offices.get(zip.state) ?? this.everyOffice(broker);
    let best = list[0]!;
    let bestKm = Infinity;
    for (const office of list) {
      const km = distanceKm(zip, office.zip);
      if (km < bestKm) [best, bestKm] = [office, km];
    }
    return best;
  }

  private everyOffice(broker: Broker): Address[] {
    let list = this.allOffices.get(broker);
    if (!list) {
      list = [...broker.offices.values()].flat();
      this.allOffices.set(broker, list);
    }
    return list;
  }

  private add(rng: Rng, tier: Broker['tier'], base: string): Broker {
    const form = legalForm(rng);
    let spellings: string[] | undefined;
    const broker: Broker = {
      id: this.brokers.length,
      tier,
      base,
      // Spelt out when first written: most local agencies never are.
      get spellings() {
        return (spellings ??= brokerSpellings(base, form));
      },
      ein: String(hash32(DIRECTORY_SEED, this.brokers.length) % 1e9).padStart(
        9,
        '0',
      ),
      code: tier === 'local' && rng.chance(0.1) ? '4' : '3',
      offices: new Map(),
    };
    this.names.add(base);
    this.brokers.push(broker);
    return broker;
  }

  private open(broker: Broker, state: StateGeo, zip: ZipInfo, rng: Rng) {
    const list = broker.offices.get(state.info.abbr) ?? [];
    list.push(makeAddress(rng, zip));
    broker.offices.set(state.info.abbr, list);
  }

  /** The firms of every state: the largest have offices in all of them. */
  private addNationals(
    rng: Rng,
    byPopulation: StateGeo[],
    weights: Map<Broker, number>,
  ) {
    NATIONAL_BROKERS.forEach((name, rank) => {
      const broker = this.add(rng, 'national', name);
      const reach = rank < EVERYWHERE ? 99 : 42 - 2 * (rank - EVERYWHERE);
      for (const state of byPopulation.slice(0, reach)) {
        const count = officeCount(state, rank < EVERYWHERE);
        for (const city of officeCities(state, count, rng)) {
          this.open(broker, state, rng.pick(city), rng);
        }
      }
      weights.set(broker, NATIONAL_WEIGHTS[rank]!);
    });
  }

  /** Firms of 2-5 states of a census division, in their metros. */
  private addRegionals(
    rng: Rng,
    byPopulation: StateGeo[],
    weights: Map<Broker, number>,
  ) {
    const states = new Map(byPopulation.map((s) => [s.info.abbr, s]));
    for (let i = 0; i < REGIONAL_FIRMS; i += 1) {
      const divisionIndex = i % DIVISIONS.length;
      const division = DIVISIONS[divisionIndex]!;
      const count = Math.min(division.length, rng.range(2, 5));
      const start = rng.int(division.length);
      const name = regionalBrokerName(
        rng,
        divisionIndex,
        Math.floor(i / DIVISIONS.length),
      );
      const broker = this.add(rng, 'regional', name);
      for (let k = 0; k < count; k += 1) {
        const state = states.get(division[(start + k) % division.length]!);
        if (!state) continue;
        // Two offices in the home state, one in each other state.
        for (const city of officeCities(state, k === 0 ? 2 : 1, rng)) {
          this.open(broker, state, rng.pick(city), rng);
        }
      }
      weights.set(broker, regionalWeight(i));
    }
  }

  /** Agencies per state by population, in towns weighted like companies. */
  private addLocals(rng: Rng, states: StateGeo[]) {
    const people = states.reduce((sum, s) => sum + s.info.population, 0);
    for (const state of states) {
      const count = Math.max(
        12,
        Math.round((state.info.population / people) * LOCAL_AGENCIES),
      );
      const sizes = zipfWeights(count, 0.7);
      const agencies: Array<readonly [Broker, ZipInfo, number]> = [];
      for (let i = 0; i < count; i += 1) {
        const zip = townZip(state, rng);
        const draw = () =>
          localName(
            localBrokerName(rng, SURNAMES, PLACES, zip.city),
            state.info.abbr,
          );
        let name = draw();
        while (this.names.has(name)) name = draw();
        const broker = this.add(rng, 'local', name);
        this.open(broker, state, zip, rng);
        agencies.push([broker, zip, sizes[i]!]);
      }
      this.locals.set(state.info.abbr, new LocalMarket(state, agencies));
    }
  }

  /** The firms of a state and, as null, its local agencies. */
  private stateTable(
    state: StateGeo,
    weights: Map<Broker, number>,
  ): { firms: Weighted<Broker | null>; total: number } {
    const abbr = state.info.abbr;
    const entries: Array<readonly [Broker | null, number]> = [
      [null, LOCAL_WEIGHT],
    ];
    for (const [broker, weight] of weights) {
      if (broker.offices.has(abbr)) entries.push([broker, weight]);
      else if (broker.tier === 'national') {
        entries.push([broker, weight * AWAY_WEIGHT]);
      }
    }
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    return { firms: new Weighted(entries), total };
  }
}
