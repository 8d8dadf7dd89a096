import { companyPhone, makeAddress, type Address } from './addresses';
import {
  joinName,
  POPULAR_STEMS,
  STEM_BITS,
  STEM_SPACE,
  stemAt,
  type Stem,
} from './company-names';
import type { Geography, StateGeo } from './geography';
import type { Industry, IndustryTables } from './industries';
import { chooseSuffix, tradeName } from './legal-forms';
import type { Suffix } from './name-variants';
import { einFor } from './ein';
import { nearbyPopulation, placeMaxEmployees } from './place-size';
import { localName } from './regional-words';
import { hash32, permute, Rng } from './prng';
import { SLOT_COPIES } from './geography';
import { NOT_TWIN, slotOf } from './twins';

export const STREAM = {
  company: 1,
  f5500: 2,
  osha: 3,
  whd: 4,
  fmcsa: 5,
  properties: 6,
  wc: 7,
  contacts: 8,
  firmographics: 9,
} as const;

export interface Company {
  index: number;
  id: string;
  state: StateGeo;
  industry: Industry;
  employees: number;
  /** Upper-case name without legal form: "SMITH PLUMBING". */
  base: string;
  suffix: Suffix;
  dba: string;
  home: Address;
  /** A second address in another ZIP of the state (moved or second site). */
  alt: Address;
  ein: string;
  phone: string;
  domain: string;
  founded: number;
  /** One of a pair of companies with the same name in the state. */
  isTwin: boolean;
}

export interface CompanyInputs {
  seed: number;
  geo: Geography;
  industries: IndustryTables;
}

/** The state of a company, drawn by population from (seed, index) alone. */
export function stateIndexOf(geo: Geography, seed: number, index: number) {
  return geo.stateWeights.at(hash32(seed, index, 0x57a7e) / 4294967296);
}

export function companyId(index: number): string {
  return `G${String(index + 1).padStart(7, '0')}`;
}

/**
 * Log-normal employees with a Pareto-like upper tail: about 7% of firms have
 * 100+, a tenth of those 1,000+, and a few hundred per million 10,000+.
 * Above half the largest size the industry and place allow (see
 * industry-sizes.ts, place-size.ts), the tail bends to stay under it.
 */
function drawEmployees(rng: Rng, median: number, largest: number): number {
  let z = rng.normal();
  if (z > 1.4) z = 1.4 + (z - 1.4) * 1.75 + Math.max(0, z - 2.5) * 0.6;
  const drawn = median * 1.2 * Math.exp(1.35 * z);
  const knee = largest / 2;
  const bent =
    drawn <= knee ? drawn : knee * (2 - Math.exp(-(drawn - knee) / knee));
  return Math.max(1, Math.min(Math.round(bent), largest));
}

// A state's n-th company takes stem n: the firms of a state (up to
// STEM_SPACE of them) never share a stem, so no two share a legal name, as a
// state's registry of firms would have it.
function normalStem(seed: number, stateSerial: number): Stem {
  const position = stateSerial & (STEM_SPACE - 1);
  return stemAt(permute(position, STEM_BITS, seed ^ 0x51ed));
}

function domainOf(base: string): string {
  const words = base
    .toLowerCase()
    .replace(/&/g, 'and')
    .match(/[a-z0-9]+/g);
  return `${(words ?? ['company']).slice(0, 3).join('')}.com`;
}

export function makeCompany(
  inputs: CompanyInputs,
  index: number,
  stateSerial: number,
  twinStem = NOT_TWIN,
): Company {
  const { seed, geo, industries } = inputs;
  const rng = new Rng(seed, index, STREAM.company);
  const stateIndex = stateIndexOf(geo, seed, index);
  const state = geo.states[stateIndex]!;
  const { zipIndex } = slotOf(state, stateSerial, SLOT_COPIES);
  const zip = state.zips[zipIndex]!;
  // Both companies of a twin pair draw their trade from the pair's stream.
  const twin = twinStem !== NOT_TWIN;
  const trades = twin
    ? new Rng(seed, stateIndex, stateSerial >> 1, 0x7717)
    : rng;
  const industry = industries.sectors.draw(trades).draw(trades);
  const employees = drawEmployees(
    rng,
    industry.sector.medianEmployees,
    Math.min(industry.maxEmployees, placeMaxEmployees(nearbyPopulation(zip))),
  );
  const stem: Stem = twin
    ? { lead: POPULAR_STEMS[twinStem]!, tail: '' }
    : normalStem(seed, stateSerial);
  const noun = twin ? industry.nouns[0]! : rng.pick(industry.nouns);
  const trade = twin ? { legal: '', dba: '' } : tradeName(rng, stem, noun);
  const abbr = state.info.abbr;
  const base = localName(
    trade.legal || joinName(stem.lead, noun, stem.tail),
    abbr,
  );
  const dba = localName(trade.dba, abbr);
  const altZip =
    state.zips.length > 1
      ? state.zips[
          (zipIndex + 1 + rng.int(state.zips.length - 1)) % state.zips.length
        ]!
      : zip;
  const age = Math.min(
    90,
    Math.round(rng.lognormal(11, 0.85) + employees ** 0.25),
  );
  return {
    index,
    id: companyId(index),
    state,
    industry,
    employees,
    base,
    suffix: chooseSuffix(trades, industry),
    dba,
    home: makeAddress(rng, zip),
    alt: makeAddress(rng, altZip),
    ein: einFor(index, seed, rng),
    phone: companyPhone(rng, zip.state, employees),
    domain: domainOf(dba || base),
    founded: Math.max(1900, 2025 - age),
    isTwin: twin,
  };
}

/** How much more likely a larger firm is to appear in enforcement data. */
export function sizeBoost(employees: number): number {
  return 0.5 + 0.35 * Math.log10(1 + employees);
}

/** A random address elsewhere in the company's state (a jobsite). */
export function elsewhereInState(c: Company, rng: Rng): Address {
  return makeAddress(rng, rng.pick(c.state.zips));
}

/**
 * About one in 40 firms of 150 or more employees is a multi-site employer
 * that every public source knows (OSHA, WHD, DOT, assessor, WC, contacts):
 * the demo then has complete company profiles to show.
 */
export function isInEverySource(c: Company, seed: number): boolean {
  return c.employees >= 150 && hash32(seed, c.index, 0xa115) % 40 === 0;
}
