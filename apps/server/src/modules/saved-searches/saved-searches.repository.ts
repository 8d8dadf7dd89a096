import type { Db } from '../../db/database';
import type {
  NewSavedSearchRow,
  SavedSearchesTable,
  SavedSearchRow,
} from './saved-searches.table';

/** Which of a user's saved searches: those of one module. */
export interface SavedSearchScope {
  userId: number;
  productCode: number;
}

/** What an update may change. */
export type SavedSearchChanges = Partial<
  Pick<
    SavedSearchesTable,
    'search_name' | 'search_name_key' | 'content' | 'updated_at'
  >
>;

// Every query starts from the user's own rows (STYLE §1).
const ofScope = (db: Db, scope: SavedSearchScope) =>
  db
    .selectFrom('saved_searches')
    .where('user_id', '=', scope.userId)
    .where('product_code', '=', scope.productCode);

/** The user's saved searches of one module, newest first. */
export function listSavedSearches(
  db: Db,
  scope: SavedSearchScope,
): Promise<SavedSearchRow[]> {
  return ofScope(db, scope)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function countSavedSearches(
  db: Db,
  scope: SavedSearchScope,
): Promise<number> {
  const row = await ofScope(db, scope)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The id of the user's saved search of the module with this name key. */
export async function findIdByNameKey(
  db: Db,
  scope: SavedSearchScope,
  nameKey: string,
): Promise<number | undefined> {
  const row = await ofScope(db, scope)
    .select('id')
    .where('search_name_key', '=', nameKey)
    .executeTakeFirst();
  return row?.id;
}

/** One saved search, only when it is the user's. */
export function findUserSavedSearch(
  db: Db,
  userId: number,
  id: number,
): Promise<SavedSearchRow | undefined> {
  return db
    .selectFrom('saved_searches')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function insertSavedSearch(
  db: Db,
  row: NewSavedSearchRow,
): Promise<SavedSearchRow> {
  return db
    .insertInto('saved_searches')
    .values(row)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Changes the user's saved search; undefined when it is not theirs. */
export function updateUserSavedSearch(
  db: Db,
  userId: number,
  id: number,
  changes: SavedSearchChanges,
): Promise<SavedSearchRow | undefined> {
  return db
    .updateTable('saved_searches')
    .set(changes)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the user's saved search; false when it is not theirs. */
export async function deleteUserSavedSearch(
  db: Db,
  userId: number,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_searches')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
