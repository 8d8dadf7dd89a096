import type { Db } from '../../db/database';
import {
  FAVORITE_COMPANY_COLUMNS,
  type FavoriteCompany,
} from './favorites.table';

// Well below SQLite's and PostgreSQL's bound-parameter limits.
const CHUNK = 500;

type KeyColumn = 'muns' | 'ein' | 'name_key';

// The companies whose column holds one of the values, read in chunks.
async function companiesWhere(
  db: Db,
  column: KeyColumn,
  values: readonly string[],
): Promise<FavoriteCompany[]> {
  const unique = [...new Set(values)];
  const found: FavoriteCompany[] = [];
  for (let i = 0; i < unique.length; i += CHUNK) {
    const rows = await db
      .selectFrom('companies')
      .select(FAVORITE_COMPANY_COLUMNS)
      .where(column, 'in', unique.slice(i, i + CHUNK))
      .orderBy('muns')
      .execute();
    found.push(...rows);
  }
  return found;
}

/** Companies by muns, by EIN and by name key, each indexed (migration 0004). */
export const companiesByMuns = (db: Db, muns: readonly string[]) =>
  companiesWhere(db, 'muns', muns);
export const companiesByEin = (db: Db, eins: readonly string[]) =>
  companiesWhere(db, 'ein', eins);
export const companiesByNameKey = (db: Db, keys: readonly string[]) =>
  companiesWhere(db, 'name_key', keys);
