import { ALL_STATE_CODES, type Place } from '@edge/contracts';
import {
  roundCoordinate,
  zipTables,
  type ZipTables,
} from '@edge/reference-data';
import { compareText, matchKey } from './match-key';

// The importer's offline geocoder reads the same tables (@edge/reference-data).

/** A city: its match key, its place and how many ZIPs it has. */
export interface CityEntry {
  key: string;
  place: Place;
  zips: number;
}

/** ZIPs sorted by code, cities by match key then state. */
export interface PlaceIndex {
  zips: Place[];
  cities: CityEntry[];
}

interface CityTotals {
  key: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  zips: number;
  counties: Map<string, number>;
}

const STATES = new Set(ALL_STATE_CODES);

function countyFips(tables: ZipTables, zip: string): string | null {
  const fips = tables.countyMap[zip]?.fips;
  return fips === undefined ? null : String(fips).padStart(5, '0');
}

function zipPlaces(tables: ZipTables): Place[] {
  const places: Place[] = [];
  for (const [zip, code] of Object.entries(tables.codes)) {
    const { city, state, latitude, longitude } = code;
    if (!/^\d{5}$/.test(zip) || !city || !state || !STATES.has(state)) continue;
    if (typeof latitude !== 'number' || typeof longitude !== 'number') continue;
    places.push({
      kind: 'zip',
      label: `${zip} ${city}, ${state}`,
      zip,
      city,
      state,
      county_fips: countyFips(tables, zip),
      latitude: roundCoordinate(latitude),
      longitude: roundCoordinate(longitude),
    });
  }
  return places.sort((a, b) => compareText(a.zip!, b.zip!));
}

function addZip(cities: Map<string, CityTotals>, zip: Place) {
  const key = matchKey(zip.city);
  const id = `${key}|${zip.state}`;
  let city = cities.get(id);
  if (!city) {
    city = {
      key,
      city: zip.city,
      state: zip.state,
      latitude: 0,
      longitude: 0,
      zips: 0,
      counties: new Map(),
    };
    cities.set(id, city);
  }
  city.latitude += zip.latitude;
  city.longitude += zip.longitude;
  city.zips += 1;
  if (zip.county_fips) {
    city.counties.set(
      zip.county_fips,
      (city.counties.get(zip.county_fips) ?? 0) + 1,
    );
  }
}

// A city spanning counties is placed in the one holding most of its ZIPs.
function mainCounty(counties: Map<string, number>): string | null {
  let best: [string, number] | null = null;
  for (const entry of counties) if (!best || entry[1] > best[1]) best = entry;
  return best?.[0] ?? null;
}

function cityEntries(zips: readonly Place[]): CityEntry[] {
  const cities = new Map<string, CityTotals>();
  for (const zip of zips) addZip(cities, zip);
  return [...cities.values()]
    .map((c) => ({
      key: c.key,
      zips: c.zips,
      place: {
        kind: 'city' as const,
        label: `${c.city}, ${c.state}`,
        city: c.city,
        state: c.state,
        county_fips: mainCounty(c.counties),
        // The centre of a city is the mean of its ZIPs' centroids.
        latitude: roundCoordinate(c.latitude / c.zips),
        longitude: roundCoordinate(c.longitude / c.zips),
      },
    }))
    .sort(
      (a, b) =>
        compareText(a.key, b.key) || compareText(a.place.state, b.place.state),
    );
}

let index: PlaceIndex | undefined;

/** The ZIP and city index of the 50 states, DC and the territories. */
export function placeIndex(): PlaceIndex {
  if (!index) {
    const zips = zipPlaces(zipTables());
    index = { zips, cities: cityEntries(zips) };
  }
  return index;
}
