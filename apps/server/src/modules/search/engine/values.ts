import { ALL_STATE_CODES } from '@edge/contracts';

const STATE_INDEX = new Map(ALL_STATE_CODES.map((code, i) => [code, i]));
export const NO_STATE = 255;

export const stateIndexOf = (code: string | null | undefined): number =>
  (code ? STATE_INDEX.get(code.toUpperCase()) : undefined) ?? NO_STATE;

/** Days since 1970-01-01 of a YYYY-MM-DD date; -1 when not a date. */
export function dayOf(iso: string | null | undefined): number {
  if (!iso || !/^\d{4}-\d{2}-\d{2}/.test(iso)) return -1;
  const time = Date.UTC(
    Number(iso.slice(0, 4)),
    Number(iso.slice(5, 7)) - 1,
    Number(iso.slice(8, 10)),
  );
  return Number.isNaN(time) ? -1 : Math.floor(time / 86_400_000);
}

/** The month (1-12) of a YYYY-MM-DD date; 0 when not a date. */
export function monthOf(iso: string | null | undefined): number {
  if (!iso || !/^\d{4}-\d{2}/.test(iso)) return 0;
  const month = Number(iso.slice(5, 7));
  return month >= 1 && month <= 12 ? month : 0;
}

/** A NAICS code of 2-6 digits as a six-digit number (right-padded). */
export function naicsNumber(code: string | null | undefined): number {
  if (!code || !/^\d{2,6}$/.test(code)) return -1;
  return Number(code.padEnd(6, '0'));
}

/** The six-digit range [from, to) a NAICS code of any level covers. */
export function naicsRange(code: string): [number, number] {
  const scale = 10 ** (6 - code.length);
  return [Number(code) * scale, (Number(code) + 1) * scale];
}

export const zipNumber = (zip: string | null | undefined): number =>
  zip && /^\d{5}/.test(zip) ? Number(zip.slice(0, 5)) : -1;

/** A number from the database (pg gives numeric as text), or null. */
export function numberOr(value: unknown, missing: number): number {
  if (value === null || value === undefined || value === '') return missing;
  const n = Number(value);
  return Number.isFinite(n) ? n : missing;
}

/** A coordinate column's missing value: outside every +-180 x 10^7. */
export const NO_COORDINATE = -0x80000000;
const COORDINATE_SCALE = 1e7;

/**
 * Degrees as whole 10^-7 degrees: exact for the 7 decimals coordinates are
 * stored with, in half the bytes of a double.
 */
export function fixedCoordinate(value: unknown): number {
  const degrees = numberOr(value, Number.NaN);
  return Math.abs(degrees) <= 180
    ? Math.round(degrees * COORDINATE_SCALE)
    : NO_COORDINATE;
}

/** The degrees of a fixed coordinate; NaN when missing. */
export const coordinateOf = (fixed: number): number =>
  fixed === NO_COORDINATE ? Number.NaN : fixed / COORDINATE_SCALE;
