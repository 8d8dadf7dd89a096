import {
  FAVORITE_COMMENT_MAX,
  getPermittedStates,
  type FavoritesImportResult,
  type UnmatchedImportRow,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import { nameKey } from '../../data-model/normalize';
import { FavoriteError } from './favorites.errors';
import { addNewFavorites } from './favorites-bulk.service';
import { favoritesContext, type FavoritesUser } from './favorites.service';
import type { FavoriteCompany } from './favorites.table';
import {
  companiesByEin,
  companiesByMuns,
  companiesByNameKey,
} from './import-companies.repository';
import {
  fieldsOf,
  hasIdentifyingColumn,
  mapColumns,
  type ImportFields,
} from './import-columns';
import {
  einOf,
  matchImportRow,
  UNMATCHED_REASONS,
  type CompanyIndex,
} from './match-import-row';
import { suggestCompanies } from './import-suggestions';
import { readImportFileInWorker } from './read-import-worker';

interface ParsedRow {
  line: number;
  values: Record<string, string>;
  fields: ImportFields;
}

/** A company found for a row, with the comment the row gives it. */
interface Matched {
  company: FavoriteCompany;
  comment: string | null;
}

/** A row without a company, and what to look for close to it. */
interface Unmatched {
  row: Omit<UnmatchedImportRow, 'suggestions'>;
  // The row's fields when a company close by name may be offered.
  closeTo: ImportFields | null;
}

const commentOf = (fields: ImportFields) =>
  fields.comment?.slice(0, FAVORITE_COMMENT_MAX) ?? null;

function groupBy(companies: FavoriteCompany[], key: keyof FavoriteCompany) {
  const groups = new Map<string, FavoriteCompany[]>();
  for (const company of companies) {
    const value = company[key];
    if (typeof value !== 'string') continue;
    groups.set(value, [...(groups.get(value) ?? []), company]);
  }
  return groups;
}

// Three indexed reads for the whole file, not three per row.
async function indexCompanies(
  db: Db,
  rows: readonly ParsedRow[],
): Promise<CompanyIndex> {
  const all = (pick: (f: ImportFields) => string | null | undefined) =>
    rows.map((row) => pick(row.fields)).filter((v): v is string => !!v);
  const byMuns = await companiesByMuns(
    db,
    all((f) => f.muns),
  );
  const byEin = await companiesByEin(
    db,
    all((f) => einOf(f.ein)),
  );
  const byName = await companiesByNameKey(
    db,
    all((f) => f.name && nameKey(f.name)),
  );
  return {
    byMuns: new Map(byMuns.map((company) => [company.muns, company])),
    byEin: groupBy(byEin, 'ein'),
    byName: groupBy(byName, 'name_key'),
  };
}

// The row's cells by the file's own column names, for the unmatched list.
function valuesOf(header: readonly string[], cells: readonly string[]) {
  return Object.fromEntries(
    header.map((name, i) => [name || `Column ${i + 1}`, cells[i] ?? '']),
  );
}

// Each row's company, or why it has none: also a company the user may not
// see in the module (ARCHITECTURE §5).
function classify(
  rows: readonly ParsedRow[],
  index: CompanyIndex,
  states: ReadonlySet<string>,
): { matched: Matched[]; unmatched: Unmatched[] } {
  const matched: Matched[] = [];
  const unmatched: Unmatched[] = [];
  for (const { line, values, fields } of rows) {
    const match = matchImportRow(fields, index);
    const comment = commentOf(fields);
    if ('reason' in match) {
      const row = { row: line, values, reason: match.reason, comment };
      unmatched.push({ row, closeTo: fields.name ? fields : null });
    } else if (!states.has(match.company.state)) {
      const reason = UNMATCHED_REASONS.OUTSIDE;
      unmatched.push({
        row: { row: line, values, reason, comment },
        closeTo: null,
      });
    } else {
      matched.push({ company: match.company, comment });
    }
  }
  return { matched, unmatched };
}

// Rows without a company are offered the companies closest by name in the
// user's permitted states, for the user to confirm.
async function withSuggestions(
  db: Db,
  unmatched: readonly Unmatched[],
  states: readonly string[],
): Promise<UnmatchedImportRow[]> {
  const wanted = unmatched.filter((u) => u.closeTo !== null);
  const found = await suggestCompanies(
    db,
    wanted.map((u) => u.closeTo!),
    states,
  );
  const byRow = new Map(wanted.map((u, i) => [u.row.row, found[i]!]));
  return unmatched.map(({ row }) => ({
    ...row,
    suggestions: byRow.get(row.row) ?? [],
  }));
}

/**
 * POST /api/v1/favorites/import: each row of a CSV or XLSX is matched to a
 * company the user may see in the module and added as a favorite.
 */
export async function importFavorites(
  db: Db,
  user: FavoritesUser,
  productCode: number,
  file: Buffer | undefined,
): Promise<FavoritesImportResult> {
  const { module, scope } = favoritesContext(user, productCode);
  if (!file) throw new FavoriteError('FAVORITES_IMPORT_NO_FILE');
  const table = await readImportFileInWorker(file);
  const columns = mapColumns(table.header);
  if (!hasIdentifyingColumn(columns)) {
    throw new FavoriteError('FAVORITES_IMPORT_NO_ID_COLUMN', {
      columns: table.header,
    });
  }
  const rows = table.rows.map(({ line, cells }) => ({
    line,
    values: valuesOf(table.header, cells),
    fields: fieldsOf(columns, cells),
  }));
  const index = await indexCompanies(db, rows);
  const permitted = getPermittedStates(user.products, module);
  const { matched, unmatched } = classify(rows, index, new Set(permitted));
  const added = await addNewFavorites(
    db,
    scope,
    matched.map(({ company, comment }) => ({ muns: company.muns, comment })),
  );
  return {
    added,
    already: matched.length - added,
    unmatched: await withSuggestions(db, unmatched, permitted),
  };
}
