import { US_STATES, US_TERRITORIES } from '@edge/contracts';
import { addressKey, nameKey } from '../../data-model/normalize';
import { zip5 } from '../../data-model/values';
import type { FavoriteCompany } from './favorites.table';
import type { ImportFields } from './import-columns';

/** Why a row of an import file added nothing. */
export const UNMATCHED_REASONS = {
  NO_KEYS: 'The row has no company name, MUNS or EIN',
  MUNS: 'No company has this MUNS',
  EIN: 'No company has this EIN',
  NO_PLACE: 'Add an address, city, state or ZIP code to match by name',
  NAME: 'No company matches this name and address',
  SEVERAL:
    'Several companies match this name and address; add the MUNS, EIN or ZIP code',
  OUTSIDE: 'Outside your permitted states',
} as const;

/** The companies a file's keys found, by each key. */
export interface CompanyIndex {
  byMuns: ReadonlyMap<string, FavoriteCompany>;
  byEin: ReadonlyMap<string, readonly FavoriteCompany[]>;
  byName: ReadonlyMap<string, readonly FavoriteCompany[]>;
}

export type RowMatch = { company: FavoriteCompany } | { reason: string };

/** Nine-digit EIN of '12-3456789' or a number a spreadsheet cut short. */
export function einOf(text: string | undefined): string | null {
  const digits = text?.replace(/[\s-]/g, '') ?? '';
  if (!/^\d{1,9}$/.test(digits) || /^0+$/.test(digits)) return null;
  return digits.padStart(9, '0');
}

const STATE_CODES = new Map(
  [...US_STATES, ...US_TERRITORIES].flatMap((s) => [
    [s.code, s.code],
    [s.name.toUpperCase(), s.code],
  ]),
);

/** A state code from 'CA', 'ca' or 'California'. */
export const stateOf = (text: string | undefined): string | null =>
  STATE_CODES.get(text?.trim().toUpperCase() ?? '') ?? null;

const placeText = (text: string | null | undefined) =>
  (text ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

type Criterion = (company: FavoriteCompany) => boolean | null;

// Each location value the row gives, as a test of a company: true agrees,
// false disagrees, null when the company does not know its value.
function criteriaOf(fields: ImportFields): Criterion[] {
  const tests: Criterion[] = [];
  const street = addressKey(fields.address ?? null);
  const state = stateOf(fields.state);
  const zip = zip5(fields.zip);
  const city = placeText(fields.city);
  const compare = (a: string | null, b: string) => (a ? a === b : null);
  if (street) tests.push((c) => compare(addressKey(c.address), street));
  if (city) tests.push((c) => compare(placeText(c.city) || null, city));
  if (state) tests.push((c) => c.state === state);
  if (zip) tests.push((c) => compare(c.zip, zip));
  return tests;
}

// Every value the row gives agrees, and at least one is known for sure.
function isAt(company: FavoriteCompany, criteria: Criterion[]): boolean {
  const results = criteria.map((test) => test(company));
  return !results.includes(false) && results.includes(true);
}

/** The row gives a place, and every part of it the company knows agrees. */
export function isAtPlace(
  company: FavoriteCompany,
  fields: ImportFields,
): boolean {
  const criteria = criteriaOf(fields);
  return criteria.length > 0 && isAt(company, criteria);
}

function matchByName(fields: ImportFields, index: CompanyIndex): RowMatch {
  const criteria = criteriaOf(fields);
  if (criteria.length === 0) return { reason: UNMATCHED_REASONS.NO_PLACE };
  const candidates = index.byName.get(nameKey(fields.name ?? '')) ?? [];
  const found = candidates.filter((company) => isAt(company, criteria));
  if (found.length === 1) return { company: found[0]! };
  return {
    reason:
      found.length === 0 ? UNMATCHED_REASONS.NAME : UNMATCHED_REASONS.SEVERAL,
  };
}

// Several companies may share an EIN: the row's name and place choose.
function matchByEin(
  fields: ImportFields,
  companies: readonly FavoriteCompany[],
): FavoriteCompany | undefined {
  if (companies.length === 1) return companies[0];
  const key = fields.name ? nameKey(fields.name) : null;
  const criteria = criteriaOf(fields);
  const narrowed = companies.filter(
    (c) =>
      (key === null || c.name_key === key) &&
      (criteria.length === 0 || isAt(c, criteria)),
  );
  return narrowed.length === 1 ? narrowed[0] : undefined;
}

/** A row's company: by MUNS, else by EIN, else by name and place. */
export function matchImportRow(
  fields: ImportFields,
  index: CompanyIndex,
): RowMatch {
  const byMuns = fields.muns ? index.byMuns.get(fields.muns) : undefined;
  if (byMuns) return { company: byMuns };
  const ein = einOf(fields.ein);
  const byEin = ein ? matchByEin(fields, index.byEin.get(ein) ?? []) : null;
  if (byEin) return { company: byEin };
  if (fields.name) return matchByName(fields, index);
  if (fields.ein) return { reason: UNMATCHED_REASONS.EIN };
  if (fields.muns) return { reason: UNMATCHED_REASONS.MUNS };
  return { reason: UNMATCHED_REASONS.NO_KEYS };
}
