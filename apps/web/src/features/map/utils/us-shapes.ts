import { geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countiesUrl from 'us-atlas/counties-10m.json?url';
import { insetOfState, type MapFrame } from './us-projection';

/** One state outline on the drawing plane. */
export interface StateShape {
  fips: string;
  name: string;
  path: string;
}

interface AtlasProperties {
  name: string;
}
type AtlasTopology = Topology<{
  states: GeometryCollection<AtlasProperties>;
  counties?: GeometryCollection<AtlasProperties>;
}>;

// Two decimals are sub-pixel even at the deepest zoom of the drawing plane.
const PATH_DIGITS = 2;

/** The state outlines of us-atlas, projected once (offline, no tiles). */
export async function loadStateShapes(frame: MapFrame): Promise<StateShape[]> {
  const atlas = (await import('us-atlas/states-10m.json'))
    .default as unknown as AtlasTopology;
  const states = feature(atlas, atlas.objects.states).features;
  const shapes: StateShape[] = [];
  for (const state of states) {
    const fips = String(state.id);
    const inset = insetOfState(fips, frame);
    if (!inset) continue;
    const path = geoPath(inset.projection).digits(PATH_DIGITS)(state);
    if (path) shapes.push({ fips, name: state.properties.name, path });
  }
  return shapes;
}

/** The borders between the counties of each state, as one path. */
export async function loadCountyBorders(frame: MapFrame): Promise<string> {
  // 840 kB of JSON: a static file of the app, fetched (and parsed) when needed.
  const response = await fetch(countiesUrl);
  if (!response.ok) throw new Error(`County shapes: ${response.status}`);
  const atlas = (await response.json()) as AtlasTopology;
  const counties = atlas.objects.counties?.geometries ?? [];
  const byState = new Map<string, typeof counties>();
  for (const county of counties) {
    const fips = String(county.id).slice(0, 2);
    const list = byState.get(fips) ?? [];
    list.push(county);
    byState.set(fips, list);
  }
  const parts: string[] = [];
  for (const [fips, geometries] of byState) {
    const inset = insetOfState(fips, frame);
    if (!inset) continue;
    const collection: GeometryCollection = {
      type: 'GeometryCollection',
      geometries,
    };
    // Inner borders only: the state outline is drawn with the states.
    const borders = mesh(atlas, collection, (a, b) => a !== b);
    parts.push(geoPath(inset.projection).digits(PATH_DIGITS)(borders) ?? '');
  }
  return parts.join('');
}
