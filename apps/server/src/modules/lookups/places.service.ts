import { US_STATES, US_TERRITORIES, type Place } from '@edge/contracts';
import { compareText, matchKey } from './match-key';
import { placeIndex, type CityEntry } from './place-index';

// The first index whose key is not below `key` (keys sorted ascending).
function lowerBound<T>(
  list: readonly T[],
  key: string,
  keyOf: (t: T) => string,
) {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (keyOf(list[mid]!) < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

function zipsStartingWith(prefix: string, limit: number): Place[] {
  const { zips } = placeIndex();
  const places: Place[] = [];
  let i = lowerBound(zips, prefix, (p) => p.zip!);
  for (; i < zips.length && places.length < limit; i += 1) {
    if (!zips[i]!.zip!.startsWith(prefix)) break;
    places.push(zips[i]!);
  }
  return places;
}

const STATE_KEYS = [...US_STATES, ...US_TERRITORIES].map((s) => ({
  code: s.code,
  name: matchKey(s.name),
}));

// 'TX', 't' or 'texas' after the comma of 'city, ST': the states meant.
function statesMatching(text: string): Set<string> {
  const key = matchKey(text);
  return new Set(
    STATE_KEYS.filter(
      (s) =>
        (key.length <= 2 && s.code.toLowerCase().startsWith(key)) ||
        s.name.startsWith(key),
    ).map((s) => s.code),
  );
}

// A city named exactly as typed first, then bigger cities (more ZIPs).
const byRelevance = (key: string) => (a: CityEntry, b: CityEntry) =>
  Number(b.key === key) - Number(a.key === key) ||
  b.zips - a.zips ||
  compareText(a.key, b.key) ||
  compareText(a.place.state, b.place.state);

function citiesMatching(text: string, limit: number): Place[] {
  const comma = text.lastIndexOf(',');
  const key = matchKey(comma < 0 ? text : text.slice(0, comma));
  if (!key) return [];
  const states = comma < 0 ? null : statesMatching(text.slice(comma + 1));
  const { cities } = placeIndex();
  const hits: CityEntry[] = [];
  let i = lowerBound(cities, key, (c) => c.key);
  for (; i < cities.length && cities[i]!.key.startsWith(key); i += 1) {
    if (!states || states.has(cities[i]!.place.state)) hits.push(cities[i]!);
  }
  return hits
    .sort(byRelevance(key))
    .slice(0, limit)
    .map((c) => c.place);
}

/**
 * Places for the location box: digits are a ZIP (or its first digits),
 * text the start of a city name, optionally 'city, ST'.
 */
export function searchPlaces(text: string, limit: number): Place[] {
  const q = text.trim();
  // A ZIP+4 is looked up by its ZIP.
  const zip = /^(\d{5})-?\d{4}$/.exec(q)?.[1] ?? q;
  if (/^\d{1,5}$/.test(zip)) return zipsStartingWith(zip, limit);
  return citiesMatching(q, limit);
}
