import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { County } from '@edge/contracts';
import { countyFullName } from './county-names';
import { stateOfFips } from '@edge/contracts';

interface CountyGeometry {
  id?: string;
  properties?: { name?: string };
}
interface CountiesTopology {
  objects: { counties: { geometries: CountyGeometry[] } };
}

const byName = new Intl.Collator('en', { sensitivity: 'base' }).compare;

let countiesByState: Map<string, County[]> | undefined;

// Read, not required: only ids and names are kept, and the shapes (most
// of the file) are left to the garbage collector.
function readTopology(): CountiesTopology {
  const path = createRequire(import.meta.url).resolve(
    'us-atlas/counties-10m.json',
  );
  return JSON.parse(readFileSync(path, 'utf8')) as CountiesTopology;
}

function loadCounties(): Map<string, County[]> {
  const byState = new Map<string, County[]>();
  for (const { id, properties } of readTopology().objects.counties.geometries) {
    const state = id && stateOfFips(id);
    if (!id || !state || !properties?.name) continue;
    let counties = byState.get(state);
    if (!counties) byState.set(state, (counties = []));
    counties.push({
      fips: id,
      name: countyFullName(id, properties.name),
      state,
    });
  }
  for (const counties of byState.values()) {
    counties.sort((a, b) => byName(a.name, b.name));
  }
  return byState;
}

/** The counties of a state by name, from us-atlas (loaded on first use). */
export function listCounties(state: string): County[] {
  countiesByState ??= loadCounties();
  return countiesByState.get(state) ?? [];
}

let countiesByFips: Map<string, string> | undefined;

/** A county's full name from its 5-digit FIPS code, or null if unknown. */
export function countyName(fips: string): string | null {
  if (!countiesByFips) {
    countiesByState ??= loadCounties();
    countiesByFips = new Map(
      [...countiesByState.values()].flat().map((c) => [c.fips, c.name]),
    );
  }
  return countiesByFips.get(fips) ?? null;
}
