import { areaCodesOf, TOLL_FREE_CODES } from './area-codes';
import type { ZipInfo } from './geography';
import { STREET_NAMES, STREET_TYPES } from './name-words';
import type { Rng } from './prng';

export interface Address {
  /** "1234 N OAK ST" */
  street: string;
  /** "STE 200" or '' */
  unit: string;
  zip: ZipInfo;
  /** The ZIP+4 add-on of the address ("1234"). */
  plus4: string;
}

const DIRECTIONS = ['N', 'S', 'E', 'W'] as const;
const LONG_TYPES: Record<string, string> = {
  ST: 'STREET',
  AVE: 'AVENUE',
  RD: 'ROAD',
  DR: 'DRIVE',
  BLVD: 'BOULEVARD',
  LN: 'LANE',
  HWY: 'HIGHWAY',
  PKWY: 'PARKWAY',
  CT: 'COURT',
  PL: 'PLACE',
  CIR: 'CIRCLE',
  TRL: 'TRAIL',
};
const LONG_DIRECTIONS: Record<string, string> = {
  N: 'NORTH',
  S: 'SOUTH',
  E: 'EAST',
  W: 'WEST',
};

export function makeAddress(rng: Rng, zip: ZipInfo): Address {
  const number = Math.max(1, Math.round(rng.lognormal(900, 1.1)));
  const direction = rng.chance(0.15) ? `${rng.pick(DIRECTIONS)} ` : '';
  const street = `${number} ${direction}${rng.pick(STREET_NAMES)} ${rng.pick(STREET_TYPES)}`;
  const roll = rng.next();
  const unit =
    roll < 0.12
      ? `STE ${rng.range(1, 9)}${rng.pick(['00', '10', '20', '50'])}`
      : roll < 0.16
        ? `UNIT ${rng.range(1, 40)}`
        : '';
  return { street, unit, zip, plus4: String(rng.range(1000, 9999)) };
}

/** "1234 N OAK STREET": street types and directions spelled out. */
export function longStreet(street: string): string {
  return street
    .split(' ')
    .map((word, i) =>
      i === 0 ? word : (LONG_TYPES[word] ?? LONG_DIRECTIONS[word] ?? word),
    )
    .join(' ');
}

/** Street and unit on one line, as many sources print them. */
export function oneLine(address: Address): string {
  return address.unit ? `${address.street} ${address.unit}` : address.street;
}

export type ZipStyle = 'five' | 'plus4' | 'nine';

/** 90210, 90210-1234 or 902101234. */
export function zipText(address: Address, style: ZipStyle): string {
  if (style === 'plus4') return `${address.zip.zip}-${address.plus4}`;
  if (style === 'nine') return address.zip.zip + address.plus4;
  return address.zip.zip;
}

/** A ZIP style drawn with the given shares of ZIP+4 with and without hyphen. */
export function drawZipStyle(
  rng: Rng,
  plus4Share: number,
  nineShare: number,
): ZipStyle {
  const roll = rng.next();
  return roll < plus4Share
    ? 'plus4'
    : roll < plus4Share + nineShare
      ? 'nine'
      : 'five';
}

// Central-office codes a listed number can have: NXX from 200 to 999, never
// an N11 service code nor 555 (whose 01xx lines are fictional), 950, 958,
// 959 or 976.
const EXCHANGES: readonly number[] = Array.from(
  { length: 800 },
  (_, i) => 200 + i,
).filter((x) => x % 100 !== 11 && ![555, 950, 958, 959, 976].includes(x));

/** Ten digits with an area code of the state. */
export function phoneNumber(rng: Rng, state: string): string {
  return numberIn(rng.pick(areaCodesOf(state)), rng);
}

/**
 * A company's main number: an area code of its state, or for a fifth of the
 * firms of 500 or more employees a toll-free number.
 */
export function companyPhone(
  rng: Rng,
  state: string,
  employees: number,
): string {
  const share = employees >= 500 ? 0.2 : 0;
  const roll = rng.next();
  return numberIn(
    roll < share
      ? pickAt(TOLL_FREE_CODES, roll / share)
      : pickAt(areaCodesOf(state), (roll - share) / (1 - share)),
    rng,
  );
}

/**
 * Another line of the company (a direct line, a fax): mostly the main
 * number's area code, else any code of the state.
 */
export function otherLine(rng: Rng, main: string, state: string): string {
  const area = main.slice(0, 3);
  const share = TOLL_FREE_CODES.includes(area) ? 0 : 0.75;
  const roll = rng.next();
  return numberIn(
    roll < share
      ? area
      : pickAt(areaCodesOf(state), (roll - share) / (1 - share)),
    rng,
  );
}

function numberIn(area: string, rng: Rng): string {
  return `${area}${rng.pick(EXCHANGES)}${rng.digits(4)}`;
}

/** The item at a fraction in [0, 1) of the list. */
function pickAt<T>(items: readonly T[], at: number): T {
  return items[Math.min(items.length - 1, Math.floor(at * items.length))]!;
}

/** (312) 555-0123 */
export function formatPhone(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
