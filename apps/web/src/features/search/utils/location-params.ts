import type { Radius } from '@edge/contracts';
import type { RadiusCentre } from '../components/filters/place-field';

/** The radius choices of Location Lookup, in miles, and the first one shown. */
export const RADIUS_OPTIONS = [1, 5, 10, 25, 50] as const;
export const DEFAULT_RADIUS_MILES = 10;

/** What Location Lookup shows: a place (or none yet) and a radius. */
export interface LocationChoice {
  place: RadiusCentre | null;
  miles: number;
}

export const LOCATION_PARAMS = {
  place: 'place',
  latitude: 'lat',
  longitude: 'lon',
  miles: 'miles',
} as const;

// SPEC §9: coordinates are rounded to 7 decimals.
const round7 = (value: number) => Math.round(value * 1e7) / 1e7;

function coordinate(text: string | null, limit: number): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/** The choice in an address; anything missing or invalid reads as none. */
export function decodeLocation(params: URLSearchParams): LocationChoice {
  const miles = Number(params.get(LOCATION_PARAMS.miles));
  const isKnownMiles = (RADIUS_OPTIONS as readonly number[]).includes(miles);
  const label = params.get(LOCATION_PARAMS.place)?.trim() ?? '';
  const latitude = coordinate(params.get(LOCATION_PARAMS.latitude), 90);
  const longitude = coordinate(params.get(LOCATION_PARAMS.longitude), 180);
  const hasPlace = label !== '' && latitude !== null && longitude !== null;
  return {
    place: hasPlace ? { label, latitude, longitude } : null,
    miles: isKnownMiles ? miles : DEFAULT_RADIUS_MILES,
  };
}

/** The address of a choice: the place and its radius, reloadable. */
export function encodeLocation(choice: LocationChoice): URLSearchParams {
  const params = new URLSearchParams();
  const { place } = choice;
  if (place) {
    params.set(LOCATION_PARAMS.place, place.label);
    params.set(LOCATION_PARAMS.latitude, String(round7(place.latitude)));
    params.set(LOCATION_PARAMS.longitude, String(round7(place.longitude)));
  }
  if (choice.miles !== DEFAULT_RADIUS_MILES) {
    params.set(LOCATION_PARAMS.miles, String(choice.miles));
  }
  return params;
}

/** The radius criterion of a choice; null until a place is chosen. */
export function radiusOf(choice: LocationChoice): Radius | null {
  const { place } = choice;
  if (!place) return null;
  const { label, latitude, longitude } = place;
  return { label, latitude, longitude, miles: choice.miles };
}
