import {
  getPermittedStates,
  hasModule,
  moduleOfRecordId,
  type Favorite,
  type FavoriteList,
  type FavoriteLookup,
  type FavoriteSort,
  type FavoriteSortField,
  type FavoritesQuery,
  type Module,
  type ProductsMap,
  NUMERIC_PRODUCT_CODE,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import { ForbiddenError } from '../../shared/errors';
import { nowIso } from '../../shared/time';
import { subscribeFavorites } from '../alerts/index';
import { requireCompany, type CompaniesView } from '../companies/index';
import { FavoriteError } from './favorites.errors';
import {
  countFavorites,
  deleteUserFavorite,
  findFavoriteByMuns,
  findFavoritesOf,
  findUserFavorite,
  insertFavorite,
  listFavoriteMuns,
  listFavorites,
  updateFavoriteComment,
  type FavoriteScope,
} from './favorites.repository';
import type { FavoriteRow } from './favorites.table';

/** The signed-in user as the favorite rules need them. */
export interface FavoritesUser {
  userId: number;
  products: ProductsMap;
}

/** A module's favorites as the service works on them. */
export interface FavoritesContext {
  module: Module;
  scope: FavoriteScope;
}

const notFound = () => new FavoriteError('FAVORITE_NOT_FOUND');

// Blank comments are no comment.
const storedComment = (comment: string | undefined) => comment || null;

/** SPEC §5: favorites of PC (5) need product PC, of EB (7) product H-W. */
export function favoritesContext(
  user: FavoritesUser,
  productCode: number,
): FavoritesContext {
  const module = moduleOfRecordId(productCode);
  if (!module || !hasModule(user.products, module)) throw new ForbiddenError();
  return { module, scope: { userId: user.userId, productCode } };
}

function toFavorite(row: FavoriteRow, company: CompaniesView): Favorite {
  return {
    id: row.id,
    muns: row.muns,
    entity_name: company.name,
    city: company.city,
    state: company.state,
    comment: row.comment,
    created_at: row.created_at,
  };
}

/** GET /api/v1/favorites/{productCode}: one page and the count of all. */
export async function getFavorites(
  db: Db,
  user: FavoritesUser,
  productCode: number,
  query: FavoritesQuery,
): Promise<FavoriteList> {
  const { module, scope } = favoritesContext(user, productCode);
  const states = getPermittedStates(user.products, module);
  const [sort, direction] = query.sort.split('.') as [
    FavoriteSortField,
    'asc' | 'desc',
  ];
  const rows = await listFavorites(db, scope, states, {
    sort,
    direction,
    offset: query.page * query.pageSize,
    limit: query.pageSize,
  });
  const count = await countFavorites(db, scope, states);
  return {
    count,
    favorites: rows.map(({ name, ...row }) => ({ ...row, entity_name: name })),
  };
}

/**
 * The companies of all the user's favorites of a module that lie in their
 * permitted states, in the list's order: what a favorites export writes.
 */
export function favoriteMunsOf(
  db: Db,
  user: FavoritesUser,
  module: Module,
  sort: FavoriteSort,
): Promise<string[]> {
  const { scope } = favoritesContext(user, NUMERIC_PRODUCT_CODE[module]);
  const [field, direction] = sort.split('.') as [
    FavoriteSortField,
    'asc' | 'desc',
  ];
  const states = getPermittedStates(user.products, module);
  return listFavoriteMuns(db, scope, states, { sort: field, direction });
}

/** GET /api/v1/favorites/{productCode}/lookup: which muns are favorites. */
export async function lookupFavorites(
  db: Db,
  user: FavoritesUser,
  productCode: number,
  muns: readonly string[],
): Promise<FavoriteLookup> {
  const { scope } = favoritesContext(user, productCode);
  const rows = await findFavoritesOf(db, scope, muns);
  return { favorites: rows.map(({ id, muns }) => ({ id, muns })) };
}

/**
 * POST /api/v1/favorites/{productCode}: the company must be one the user
 * may see in the module. Adding a favorite twice answers the first one.
 */
export async function addFavorite(
  db: Db,
  user: FavoritesUser,
  productCode: number,
  body: { muns: string; comment?: string | undefined },
): Promise<{ favorite: Favorite; isNew: boolean }> {
  const { module, scope } = favoritesContext(user, productCode);
  const company = await requireCompany(db, user, body.muns, module);
  const now = nowIso();
  // A favorite subscribes its company to alerts by default, in the same
  // transaction.
  const inserted = await db.transaction().execute(async (trx) => {
    const row = await insertFavorite(trx, {
      user_id: scope.userId,
      product_code: scope.productCode,
      muns: company.muns,
      comment: storedComment(body.comment),
      created_at: now,
      updated_at: now,
    });
    if (row) await subscribeFavorites(trx, [row], now);
    return row;
  });
  const row = inserted ?? (await findFavoriteByMuns(db, scope, company.muns));
  if (!row) throw notFound();
  return { favorite: toFavorite(row, company), isNew: inserted !== undefined };
}

/** PUT /api/v1/favorites/{productCode}/{id}: a new comment. */
export async function updateFavorite(
  db: Db,
  user: FavoritesUser,
  productCode: number,
  id: number,
  body: { comment: string },
): Promise<Favorite> {
  const { module, scope } = favoritesContext(user, productCode);
  const row = await findUserFavorite(db, scope, id);
  if (!row) throw notFound();
  const company = await requireCompany(db, user, row.muns, module);
  const updated = await updateFavoriteComment(db, scope, id, {
    comment: storedComment(body.comment),
    updated_at: nowIso(),
  });
  if (!updated) throw notFound();
  return toFavorite(updated, company);
}

/**
 * DELETE /api/v1/favorites/{productCode}/{id}. No state check: removing a
 * favorite reveals nothing and lets a user tidy up after a plan change.
 */
export async function removeFavorite(
  db: Db,
  user: FavoritesUser,
  productCode: number,
  id: number,
): Promise<void> {
  const { scope } = favoritesContext(user, productCode);
  if (!(await deleteUserFavorite(db, scope, id))) throw notFound();
}
