import { geoAlbers, geoConicEqualArea, type GeoProjection } from 'd3-geo';

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

/** The part of the map a state is drawn in; null for one not drawn. */
export function insetOfState(fips: string): MapInset | null {
  // Guam, the Northern Mariana Islands and American Samoa are not drawn.
  if (fips === '60' || fips === '66' || fips === '69') return null;
  return (
    MAP_INSETS.find(
      (inset) => inset.states !== 'rest' && inset.states.includes(fips),
    ) ?? lower48
  );
}

/** A longitude and latitude on the drawing plane; null outside every part. */
export function projectPoint(
  lon: number,
  lat: number,
): [number, number] | null {
  const inset = MAP_INSETS.find((part) => part.contains(lon, lat));
  return inset?.projection([lon, lat]) ?? null;
}
