import type { Geography } from './geography';
import type { StateInfo } from './states';

// Counties (from the ZIP table) and a coarse coastline, for the hazard
// shapes of the National Risk Index table.

export interface County {
  fips: string;
  name: string;
  type: string;
  state: StateInfo;
  lat: number;
  lon: number;
  zipCount: number;
}

// [lat, lon] points along the Atlantic and Gulf coasts, and the Pacific.
export const ATLANTIC_GULF: ReadonlyArray<readonly [number, number]> = [
  [44.8, -66.9],
  [44.4, -68.2],
  [43.7, -70.2],
  [42.9, -70.8],
  [42.4, -71],
  [41.7, -70],
  [41.5, -71.3],
  [41.3, -72.1],
  [40.6, -73.9],
  [40.7, -72.8],
  [40.1, -74],
  [39.4, -74.4],
  [38.9, -74.9],
  [39.2, -75.4],
  [38.4, -75.05],
  [37.9, -75.4],
  [37, -76],
  [38.3, -76.4],
  [39.2, -76.5],
  [36.9, -76.2],
  [36, -75.6],
  [35.2, -75.5],
  [34.7, -76.7],
  [34.2, -77.8],
  [33.8, -78.7],
  [32.8, -79.9],
  [32.1, -81],
  [31.1, -81.4],
  [30.3, -81.4],
  [29.2, -81],
  [28.4, -80.6],
  [27.5, -80.3],
  [26.7, -80],
  [25.8, -80.1],
  [25.2, -80.4],
  [24.6, -81.7],
  [25.9, -81.7],
  [26.6, -82.1],
  [27.8, -82.6],
  [28.9, -82.7],
  [29.7, -83.4],
  [30.1, -84.2],
  [29.7, -85.3],
  [30.2, -85.8],
  [30.4, -86.6],
  [30.4, -87.2],
  [30.3, -88],
  [30.4, -88.9],
  [30.3, -89.6],
  [29.9, -90.1],
  [29.2, -90.6],
  [29.6, -91.5],
  [29.8, -93.3],
  [29.7, -94],
  [29.3, -94.8],
  [28.7, -95.8],
  [28, -97],
  [27.8, -97.4],
  [26.9, -97.5],
  [26.1, -97.2],
  [18.4, -66.1],
  [18, -66.6],
  [18.2, -67.1],
  [18.2, -65.7],
];

export const PACIFIC: ReadonlyArray<readonly [number, number]> = [
  [32.7, -117.2],
  [33.2, -117.4],
  [33.7, -118.3],
  [34, -118.5],
  [34.4, -119.7],
  [34.6, -120.6],
  [35.4, -120.9],
  [36.6, -121.9],
  [37.2, -122.4],
  [37.8, -122.5],
  [38, -122.4],
  [37.5, -122.2],
  [38.3, -123],
  [39.4, -123.8],
  [40.8, -124.2],
  [41.8, -124.2],
  [43, -124.4],
  [44.6, -124.1],
  [46, -123.9],
  [46.9, -124.1],
  [47.6, -122.3],
  [48, -122.2],
  [48.4, -124.6],
  [47.9, -124.6],
  [21.3, -157.8],
  [20.9, -156.5],
  [19.7, -155.1],
  [22, -159.4],
  [61.2, -149.9],
  [58.3, -134.4],
  [57.8, -152.4],
  [64.5, -165.4],
  [55.3, -131.6],
  [60.5, -145.8],
];

/** Great-circle distance in km. */
export function distanceKm(
  lat1: number,
  lon1: number,
  lat2: number,
  lon2: number,
): number {
  const r = Math.PI / 180;
  const dLat = (lat2 - lat1) * r;
  const dLon = (lon2 - lon1) * r;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(dLon / 2) ** 2;
  return 12742 * Math.asin(Math.min(1, Math.sqrt(a)));
}

export function nearest(
  lat: number,
  lon: number,
  points: ReadonlyArray<readonly [number, number]>,
): number {
  let best = Infinity;
  for (const [plat, plon] of points)
    best = Math.min(best, distanceKm(lat, lon, plat, plon));
  return best;
}

function countyType(state: string, name: string): [string, string] {
  if (state === 'LA') return [name, 'Parish'];
  if (state === 'PR') return [name, 'Municipio'];
  if (state === 'AK')
    return [name, /Census Area$/.test(name) ? 'Census Area' : 'Borough'];
  if (
    / City$/.test(name) &&
    (state === 'VA' || state === 'MD' || state === 'MO' || state === 'NV')
  ) {
    return [name.replace(/ City$/, ''), 'City'];
  }
  return [name, 'County'];
}

export function countiesOf(geo: Geography): County[] {
  const map = new Map<string, County>();
  for (const state of geo.states) {
    for (const z of state.zips) {
      const county = map.get(z.countyFips);
      if (county) {
        county.lat += z.lat;
        county.lon += z.lon;
        county.zipCount += 1;
        continue;
      }
      const [name, type] = countyType(state.info.abbr, z.county);
      map.set(z.countyFips, {
        fips: z.countyFips,
        name,
        type,
        state: state.info,
        lat: z.lat,
        lon: z.lon,
        zipCount: 1,
      });
    }
  }
  const list = [...map.values()].sort((a, b) => a.fips.localeCompare(b.fips));
  for (const county of list) {
    county.lat /= county.zipCount;
    county.lon /= county.zipCount;
  }
  return list;
}
