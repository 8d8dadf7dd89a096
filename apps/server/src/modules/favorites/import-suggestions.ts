import {
  IMPORT_SUGGESTED_ROWS_MAX,
  IMPORT_SUGGESTIONS_PER_ROW,
  type ImportSuggestion,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import { nameKey, similarity } from '../../data-model/normalize';
import { zip5 } from '../../data-model/values';
import type { FavoriteCompany } from './favorites.table';
import type { ImportFields } from './import-columns';
import { isAtPlace } from './match-import-row';
import {
  companiesInZip,
  companiesNearName,
} from './import-suggestions.repository';

// Names less alike than this (Dice on letter pairs) are not offered.
const MIN_SIMILARITY = 0.6;
// A company at the row's place ranks above an equally close name elsewhere.
const PLACE_BONUS = 0.1;

const toSuggestion = (company: FavoriteCompany): ImportSuggestion => ({
  muns: company.muns,
  entity_name: company.name,
  address: company.address,
  city: company.city,
  state: company.state,
  zip: company.zip,
});

/** The closest of some companies to a row's name, best first, a handful. */
export function rankSuggestions(
  fields: ImportFields,
  candidates: readonly FavoriteCompany[],
): ImportSuggestion[] {
  const key = nameKey(fields.name ?? '');
  const scored = new Map<string, { company: FavoriteCompany; score: number }>();
  for (const company of candidates) {
    const alike = similarity(key, company.name_key);
    if (alike < MIN_SIMILARITY || scored.has(company.muns)) continue;
    const bonus = isAtPlace(company, fields) ? PLACE_BONUS : 0;
    scored.set(company.muns, { company, score: alike + bonus });
  }
  return [...scored.values()]
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.company.name.localeCompare(b.company.name) ||
        a.company.muns.localeCompare(b.company.muns),
    )
    .slice(0, IMPORT_SUGGESTIONS_PER_ROW)
    .map(({ company }) => toSuggestion(company));
}

/** Companies close to a row by name, in the states, best first. */
async function suggestFor(
  db: Db,
  fields: ImportFields,
  states: readonly string[],
): Promise<ImportSuggestion[]> {
  const key = nameKey(fields.name ?? '');
  if (key === '') return [];
  const zip = zip5(fields.zip);
  const candidates = [
    ...(await companiesNearName(db, key, states)),
    ...(zip ? await companiesInZip(db, zip, states) : []),
  ];
  return rankSuggestions(fields, candidates);
}

/**
 * Suggestions for the rows that found no company, the first rows of the
 * file first; rows past the limit get none.
 */
export async function suggestCompanies(
  db: Db,
  rows: readonly ImportFields[],
  states: readonly string[],
): Promise<ImportSuggestion[][]> {
  const out: ImportSuggestion[][] = [];
  for (const [i, fields] of rows.entries()) {
    out.push(
      i < IMPORT_SUGGESTED_ROWS_MAX ? await suggestFor(db, fields, states) : [],
    );
  }
  return out;
}
