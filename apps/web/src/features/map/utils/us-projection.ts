import {
  geoAlbers,
  geoConicEqualArea,
  geoMercator,
  type GeoProjection,
} from 'd3-geo';

// The drawing plane: us-atlas's Albers USA frame (975 × 610 at scale 1300).
export const PLANE_WIDTH = 975;
export const PLANE_HEIGHT = 610;
const K = 1300;
const X = PLANE_WIDTH / 2;
const Y = PLANE_HEIGHT / 2;

/** One part of the composite map: its projection and what it shows. */
export interface MapInset {
  name: string;
  projection: GeoProjection;
  /** State FIPS codes drawn with this projection. */
  states: readonly string[] | 'rest';
  /** Whether a longitude and latitude belong to this part. */
  contains: (lon: number, lat: number) => boolean;
}

const lower48: MapInset = {
  name: 'Lower 48',
  projection: geoAlbers().scale(K).translate([X, Y]),
  states: 'rest',
  contains: (lon, lat) =>
    lat >= 24 && lat <= 50 && lon >= -125.5 && lon <= -66.5,
};

// Alaska and Hawaii as d3's geoAlbersUsa places them; Puerto Rico and the
// U.S. Virgin Islands added at the bottom right, enlarged to stay visible.
const alaska: MapInset = {
  name: 'Alaska',
  projection: geoConicEqualArea()
    .rotate([154, 0])
    .center([-2, 58.5])
    .parallels([55, 65])
    .scale(K * 0.35)
    .translate([X - 0.307 * K, Y + 0.201 * K]),
  states: ['02'],
  contains: (lon, lat) => lat >= 50.5 && (lon <= -129 || lon >= 170),
};

const hawaii: MapInset = {
  name: 'Hawaii',
  projection: geoConicEqualArea()
    .rotate([157, 0])
    .center([-3, 19.9])
    .parallels([8, 18])
    .scale(K)
    .translate([X - 0.205 * K, Y + 0.212 * K]),
  states: ['15'],
  contains: (lon, lat) => lat >= 18 && lat <= 23 && lon >= -161 && lon <= -154,
};

const caribbean: MapInset = {
  name: 'Puerto Rico and U.S. Virgin Islands',
  projection: geoConicEqualArea()
    .rotate([66, 0])
    .center([0, 18.2])
    .parallels([8, 18])
    .scale(K * 1.6)
    .translate([X + 0.33 * K, Y + 0.2 * K]),
  states: ['72', '78'],
  contains: (lon, lat) =>
    lat >= 17.5 && lat <= 18.7 && lon >= -68 && lon <= -64.3,
};

export const MAP_INSETS: readonly MapInset[] = [
  alaska,
  hawaii,
  caribbean,
  lower48,
];

// Under a tile layer the plane is a window of the Web Mercator world the
// tiles are cut from: from 180° W eastwards, latitudes 17° to 72° N (Puerto
// Rico to the north of Alaska) filling its height. No insets: the tiles
// show every place where it is.
const MERCATOR_NORTH = 72;
const MERCATOR_SOUTH = 17;
/** How far down the Web Mercator world a latitude lies, 0 to 1. */
const mercatorV = (lat: number) =>
  0.5 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / (2 * Math.PI);
/** The width of the whole Web Mercator world in plane units. */
export const MERCATOR_WORLD =
  PLANE_HEIGHT / (mercatorV(MERCATOR_SOUTH) - mercatorV(MERCATOR_NORTH));
/** Where the plane's top edge lies in the Web Mercator world. */
export const MERCATOR_TOP = mercatorV(MERCATOR_NORTH) * MERCATOR_WORLD;
const MERCATOR_EAST = -180 + (360 * PLANE_WIDTH) / MERCATOR_WORLD;

const webMercator: MapInset = {
  name: 'Web Mercator',
  projection: geoMercator()
    .scale(MERCATOR_WORLD / (2 * Math.PI))
    .translate([MERCATOR_WORLD / 2, MERCATOR_WORLD / 2 - MERCATOR_TOP]),
  states: 'rest',
  contains: (lon, lat) =>
    lat >= MERCATOR_SOUTH &&
    lat <= MERCATOR_NORTH &&
    lon >= -180 &&
    lon <= MERCATOR_EAST,
};

/** How the map is drawn: its parts and their projections. */
export interface MapFrame {
  name: 'albers-usa' | 'web-mercator';
  insets: readonly MapInset[];
}

/** The offline map: Alaska, Hawaii and the islands in insets. */
export const ALBERS_FRAME: MapFrame = {
  name: 'albers-usa',
  insets: MAP_INSETS,
};
/** The map under raster tiles: one Web Mercator part. */
export const MERCATOR_FRAME: MapFrame = {
  name: 'web-mercator',
  insets: [webMercator],
};

export const MAP_FRAMES: Record<MapFrame['name'], MapFrame> = {
  'albers-usa': ALBERS_FRAME,
  'web-mercator': MERCATOR_FRAME,
};

/** The part of the map a state is drawn in; null for one not drawn. */
export function insetOfState(
  fips: string,
  frame: MapFrame = ALBERS_FRAME,
): MapInset | null {
  // Guam, the Northern Mariana Islands and American Samoa are not drawn.
  if (fips === '60' || fips === '66' || fips === '69') return null;
  const { insets } = frame;
  return (
    insets.find(
      (inset) => inset.states !== 'rest' && inset.states.includes(fips),
    ) ??
    insets.find((inset) => inset.states === 'rest') ??
    null
  );
}

/** A longitude and latitude on the drawing plane; null outside every part. */
export function projectPoint(
  lon: number,
  lat: number,
  frame: MapFrame = ALBERS_FRAME,
): [number, number] | null {
  const inset = frame.insets.find((part) => part.contains(lon, lat));
  return inset?.projection([lon, lat]) ?? null;
}
