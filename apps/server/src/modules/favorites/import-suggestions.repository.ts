import type { Db } from '../../db/database';
import {
  FAVORITE_COMPANY_COLUMNS as COLUMNS,
  type FavoriteCompany,
} from './favorites.table';

// Names sharing the first letters of a name key: a range of the name_key
// index (migration 0004), so a million companies cost a few page reads.
const PREFIX = 4;
// Neighbours read on each side of the name key, in index order.
const NEIGHBOURS = 60;
// Companies of one ZIP code read at most.
const ZIP_MAX = 400;

const nextPrefix = (prefix: string) =>
  prefix.slice(0, -1) +
  String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);

/**
 * Companies in the states whose name key sorts next to `key` among those
 * starting with its first letters: spellings that differ late in the name.
 */
export async function companiesNearName(
  db: Db,
  key: string,
  states: readonly string[],
): Promise<FavoriteCompany[]> {
  const prefix = key.slice(0, PREFIX);
  if (prefix === '' || states.length === 0) return [];
  const range = () =>
    db
      .selectFrom('companies')
      .select(COLUMNS)
      .where('state', 'in', states)
      .where('name_key', '>=', prefix)
      .where('name_key', '<', nextPrefix(prefix));
  const after = await range()
    .where('name_key', '>=', key)
    .orderBy('name_key')
    .orderBy('muns')
    .limit(NEIGHBOURS)
    .execute();
  const before = await range()
    .where('name_key', '<', key)
    .orderBy('name_key', 'desc')
    .orderBy('muns')
    .limit(NEIGHBOURS)
    .execute();
  return [...before, ...after];
}

/** Companies of a ZIP code in the states: spellings that differ early. */
export function companiesInZip(
  db: Db,
  zip: string,
  states: readonly string[],
): Promise<FavoriteCompany[]> {
  if (states.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('companies')
    .select(COLUMNS)
    .where('zip', '=', zip)
    .where('state', 'in', states)
    .orderBy('muns')
    .limit(ZIP_MAX)
    .execute();
}
