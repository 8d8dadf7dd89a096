import type { Dictionary } from './dictionary';
import type { MunsColumn } from './muns-column';
import type { TokenIndex } from './tokens';

/** NRI-based hazard kinds in the order of the hazard column. */
export const HAZARD_ORDER = [
  'flood',
  'fire',
  'wind',
  'ground',
  'crime',
] as const;

/** An opportunity score column's mark of a company without a score. */
export const NO_SCORE = 255;

/** Bits of the flags column. */
export const FLAG = { dot: 1, hazmat: 2, wc: 4, selfFunded: 8 } as const;

/** Bits of the funding column (docs/decisions/0039). */
export const FUNDING_BITS = { insured: 1, selfFunded: 2 } as const;

/** Companies' carriers or brokers: row r owns entries start[r]..start[r+1]. */
export interface Links {
  start: Int32Array;
}

export interface CarrierLinks extends Links {
  raw: Int32Array;
  normalized: Int32Array;
}

export interface BrokerLinks extends Links {
  broker: Int32Array;
  name: Int32Array;
  normalized: Int32Array;
  address: Int32Array;
  city: Int32Array;
  state: Uint8Array;
  zip: Int32Array;
  county: Int32Array;
}

/** The broker firms, by id in the msid dictionary. */
export interface Brokers {
  msid: Dictionary;
  name: string[];
  clients: Int32Array;
}

/**
 * Every company of the search projection as columns, rows in name order
 * (docs/decisions/0007-search-engine.md). -1, NaN or 0 mark a missing value
 * as each column says.
 */
export interface SearchIndex {
  version: string;
  size: number;
  /** Company ids: numbers when every muns is a plain number. */
  muns: MunsColumn;
  state: Uint8Array; // index in ALL_STATE_CODES; 255 unknown
  county: Int16Array; // counties dictionary; -1
  zip: Int32Array; // -1
  naics: Int32Array; // six digits, right-padded with zeros; -1
  employees: Int32Array; // -1
  revenue: Float64Array; // NaN
  latitude: Int32Array; // degrees x 10^7 (SPEC's 7 decimals); NO_COORDINATE
  longitude: Int32Array; // degrees x 10^7; NO_COORDINATE
  addressStates: Uint32Array; // two words of state bits per row
  activityDay: Int32Array; // days since 1970-01-01; -1
  oshaInspections: Int32Array;
  oshaViolations: Int32Array;
  oshaPenalties: Float64Array;
  whdCases: Int32Array;
  whdBackWages: Float64Array;
  dotPowerUnits: Int32Array; // -1
  dotYear: Int16Array; // 0
  propertyYearBuilt: Int16Array; // 0
  hazard: Uint8Array; // five levels per row, HAZARD_ORDER
  flags: Uint8Array; // FLAG bits
  wcCarrier: Int16Array; // wcCarriers dictionary; -1
  wcExpirationDay: Int32Array; // -1
  wcExpirationMonth: Uint8Array; // 1-12; 0
  wcExperienceMod: Float64Array; // NaN
  ebScopes: Uint8Array; // 1 welfare, 2 retirement
  planYear: Int16Array; // 0
  participants: Int32Array; // -1
  renewalMonths: Uint16Array; // bit m-1
  premium: Float64Array; // NaN
  lobMask: Int32Array;
  commission: Float64Array; // NaN
  planCount: Int16Array; // -1
  funding: Uint8Array; // FUNDING_BITS; 0 unknown
  carrierChangeFrom: Int16Array; // earlier year of the latest change; 0
  brokerChangeFrom: Int16Array; // 0
  opportunityPc: Uint8Array; // stored score 0-100; NO_SCORE
  opportunityEb: Uint8Array; // NO_SCORE
  /** The newest Schedule A year of any company; 0 when none. */
  newestContractYear: number;
  city: Int32Array; // cities dictionary
  industry: Int16Array; // industries dictionary (NAICS titles)
  topCarrier: Int32Array; // carrierNames dictionary
  topBroker: Int32Array; // brokerNames dictionary
  counties: Dictionary;
  cities: Dictionary;
  industries: Dictionary;
  wcCarriers: Dictionary;
  carrierNames: Dictionary;
  brokerNames: Dictionary;
  brokerTexts: Dictionary;
  carriers: CarrierLinks;
  brokerLinks: BrokerLinks;
  brokers: Brokers;
  names: TokenIndex;
  websites: TokenIndex;
  lobOther: TokenIndex;
}
