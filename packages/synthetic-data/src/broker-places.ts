import { Weighted } from './distributions';
import type { StateGeo, ZipInfo } from './geography';
import type { Rng } from './prng';

// Where broker offices are: the metros of a state (its cities ranked by how
// many ZIPs they have, a stand-in for their size), the towns companies are
// in, and the local agencies near a company.

const cities = new WeakMap<StateGeo, ZipInfo[][]>();

/** A state's cities, largest first, each with its ZIPs. */
export function metros(state: StateGeo): ZipInfo[][] {
  let list = cities.get(state);
  if (!list) {
    list = rankCities(state);
    cities.set(state, list);
  }
  return list;
}

function rankCities(state: StateGeo): ZipInfo[][] {
  const byCity = new Map<string, ZipInfo[]>();
  for (const zip of state.zips) {
    const list = byCity.get(zip.city) ?? [];
    list.push(zip);
    byCity.set(zip.city, list);
  }
  return [...byCity.values()].sort(
    (a, b) => b.length - a.length || a[0]!.city.localeCompare(b[0]!.city),
  );
}

/** A ZIP drawn the way companies are placed in the state (its slots). */
export function townZip(state: StateGeo, rng: Rng): ZipInfo {
  return state.zips[state.slotZip[rng.int(state.slotZip.length)]!]!;
}

interface Point {
  lat: number;
  lon: number;
}

/** Great-circle distance in km. */
export function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) *
      Math.cos(b.lat * rad) *
      Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

// A local agency serves its own county and the counties around it.
const NEAR_KM = 50;
const NEIGHBOUR_WEIGHT = 0.3;

/**
 * The local agencies of one state, drawn for a company by its county: the
 * agencies of the county and of the counties within NEAR_KM, or of the
 * whole state where none is that near.
 */
export class LocalMarket<T> {
  private readonly centres = new Map<string, Point>();
  private readonly byCounty = new Map<string, Weighted<T>>();
  private readonly whole: Weighted<T>;

  constructor(
    state: StateGeo,
    private readonly agencies: ReadonlyArray<readonly [T, ZipInfo, number]>,
  ) {
    const sums = new Map<string, { lat: number; lon: number; n: number }>();
    for (const zip of state.zips) {
      const sum = sums.get(zip.countyFips) ?? { lat: 0, lon: 0, n: 0 };
      sum.lat += zip.lat;
      sum.lon += zip.lon;
      sum.n += 1;
      sums.set(zip.countyFips, sum);
    }
    for (const [fips, s] of sums) {
      this.centres.set(fips, { lat: s.lat / s.n, lon: s.lon / s.n });
    }
    this.whole = new Weighted(agencies.map(([a, , w]) => [a, w] as const));
  }

  /** The agency at a uniform position u in [0, 1) of the company's market. */
  at(zip: ZipInfo, u: number): T {
    let table = this.byCounty.get(zip.countyFips);
    if (!table) {
      table = this.near(zip.countyFips);
      this.byCounty.set(zip.countyFips, table);
    }
    return table.at(u);
  }

  private near(fips: string): Weighted<T> {
    const centre = this.centres.get(fips);
    if (!centre) return this.whole;
    const entries: Array<readonly [T, number]> = [];
    for (const [agency, office, weight] of this.agencies) {
      if (office.countyFips === fips) entries.push([agency, weight]);
      else if (
        distanceKm(centre, this.centres.get(office.countyFips)!) < NEAR_KM
      )
        entries.push([agency, weight * NEIGHBOUR_WEIGHT]);
    }
    return entries.length > 0 ? new Weighted(entries) : this.whole;
  }
}
