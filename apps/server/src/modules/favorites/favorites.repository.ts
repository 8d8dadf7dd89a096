import { sql } from 'kysely';
import type { FavoriteSortField } from '@edge/contracts';
import type { Db } from '../../db/database';
import type { FavoriteRow, NewFavoriteRow } from './favorites.table';

/** Which favorites: one user's in one module. */
export interface FavoriteScope {
  userId: number;
  productCode: number;
}

/** A favorite with its company's name and place. */
export interface ListedFavorite {
  id: number;
  muns: string;
  name: string;
  city: string | null;
  state: string;
  comment: string | null;
  created_at: string;
}

export interface FavoritePage {
  sort: FavoriteSortField;
  direction: 'asc' | 'desc';
  offset: number;
  limit: number;
}

// Every list starts from the user's own rows of the module and shows only
// companies of the states they may see now (ARCHITECTURE §5).
const visible = (db: Db, scope: FavoriteScope, states: readonly string[]) =>
  db
    .selectFrom('favorites as f')
    .innerJoin('companies as c', 'c.muns', 'f.muns')
    .where('f.user_id', '=', scope.userId)
    .where('f.product_code', '=', scope.productCode)
    .where('c.state', 'in', states.length > 0 ? [...states] : ['']);

// Empty cities sort last both ways; names compare without case.
const SORT_KEYS = {
  name: sql`lower(c.name)`,
  city: sql`lower(c.city)`,
  state: sql`c.state`,
  created_at: sql`f.created_at`,
} as const;

// The visible favorites in a list order; the id breaks ties.
function sortedVisible(
  db: Db,
  scope: FavoriteScope,
  states: readonly string[],
  order: Pick<FavoritePage, 'sort' | 'direction'>,
) {
  let query = visible(db, scope, states);
  if (order.sort === 'city') {
    query = query.orderBy(sql`case when c.city is null then 1 else 0 end`);
  }
  return query
    .orderBy(SORT_KEYS[order.sort], order.direction)
    .orderBy('f.id', order.direction);
}

/** One page of the user's visible favorites of a module. */
export function listFavorites(
  db: Db,
  scope: FavoriteScope,
  states: readonly string[],
  page: FavoritePage,
): Promise<ListedFavorite[]> {
  return sortedVisible(db, scope, states, page)
    .select([
      'f.id',
      'f.muns',
      'c.name',
      'c.city',
      'c.state',
      'f.comment',
      'f.created_at',
    ])
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** The companies of all the user's visible favorites, in a list order. */
export async function listFavoriteMuns(
  db: Db,
  scope: FavoriteScope,
  states: readonly string[],
  order: Pick<FavoritePage, 'sort' | 'direction'>,
): Promise<string[]> {
  const rows = await sortedVisible(db, scope, states, order)
    .select('f.muns')
    .execute();
  return rows.map((row) => row.muns);
}

export async function countFavorites(
  db: Db,
  scope: FavoriteScope,
  states: readonly string[],
): Promise<number> {
  const row = await visible(db, scope, states)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// The user's own rows of the module, whatever the company's state.
const owned = (db: Db, scope: FavoriteScope) =>
  db
    .selectFrom('favorites')
    .where('user_id', '=', scope.userId)
    .where('product_code', '=', scope.productCode);

/** The user's favorites of the module among these companies, any state. */
export function findFavoritesOf(
  db: Db,
  scope: FavoriteScope,
  muns: readonly string[],
): Promise<Pick<FavoriteRow, 'id' | 'muns'>[]> {
  if (muns.length === 0) return Promise.resolve([]);
  return owned(db, scope)
    .select(['id', 'muns'])
    .where('muns', 'in', [...muns])
    .execute();
}

/** One favorite, only when it is the user's and of the module. */
export function findUserFavorite(
  db: Db,
  scope: FavoriteScope,
  id: number,
): Promise<FavoriteRow | undefined> {
  return owned(db, scope).selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user's favorite of a company in the module. */
export function findFavoriteByMuns(
  db: Db,
  scope: FavoriteScope,
  muns: string,
): Promise<FavoriteRow | undefined> {
  return owned(db, scope)
    .selectAll()
    .where('muns', '=', muns)
    .executeTakeFirst();
}

/** Inserts a favorite; undefined when the company already is one. */
export function insertFavorite(
  db: Db,
  row: NewFavoriteRow,
): Promise<FavoriteRow | undefined> {
  return db
    .insertInto('favorites')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['user_id', 'product_code', 'muns']).doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Changes the comment of the user's favorite; undefined when not theirs. */
export function updateFavoriteComment(
  db: Db,
  scope: FavoriteScope,
  id: number,
  changes: Pick<FavoriteRow, 'comment' | 'updated_at'>,
): Promise<FavoriteRow | undefined> {
  return db
    .updateTable('favorites')
    .set(changes)
    .where('user_id', '=', scope.userId)
    .where('product_code', '=', scope.productCode)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the user's favorite; false when it is not theirs. */
export async function deleteUserFavorite(
  db: Db,
  scope: FavoriteScope,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('favorites')
    .where('user_id', '=', scope.userId)
    .where('product_code', '=', scope.productCode)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// Well below SQLite's and PostgreSQL's bound-parameter limits.
const INSERT_CHUNK = 200;

/** A favorite just inserted, as its alert subscription needs it. */
export type InsertedFavorite = Pick<
  FavoriteRow,
  'id' | 'user_id' | 'product_code' | 'muns'
>;

/** Inserts favorites, skipping companies already one; answers the new ones. */
export async function insertFavorites(
  db: Db,
  rows: readonly NewFavoriteRow[],
): Promise<InsertedFavorite[]> {
  const inserted: InsertedFavorite[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const added = await db
      .insertInto('favorites')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflict((oc) =>
        oc.columns(['user_id', 'product_code', 'muns']).doNothing(),
      )
      .returning(['id', 'user_id', 'product_code', 'muns'])
      .execute();
    inserted.push(...added);
  }
  return inserted;
}
