import type { AddFavoritesResult } from '@edge/contracts';
import type { Db } from '../../db/database';
import { nowIso } from '../../shared/time';
import { subscribeFavorites } from '../alerts/index';
import { requireCompanies } from '../companies/index';
import {
  findFavoritesOf,
  insertFavorites,
  type FavoriteScope,
} from './favorites.repository';
import { favoritesContext, type FavoritesUser } from './favorites.service';
import type { NewFavoriteRow } from './favorites.table';

/** A company to add to favorites, with its comment. */
export interface NewFavorite {
  muns: string;
  comment: string | null;
}

/**
 * Adds the companies not yet favorites with their alert subscriptions, in
 * one transaction: a failure leaves the favorites as they were. Answers
 * how many were added; the first of repeated companies wins.
 */
export async function addNewFavorites(
  db: Db,
  scope: FavoriteScope,
  favorites: readonly NewFavorite[],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const muns = favorites.map((favorite) => favorite.muns);
    const existing = await findFavoritesOf(trx, scope, muns);
    const taken = new Set(existing.map((row) => row.muns));
    const now = nowIso();
    const rows: NewFavoriteRow[] = [];
    for (const { muns, comment } of favorites) {
      if (taken.has(muns)) continue;
      taken.add(muns);
      rows.push({
        user_id: scope.userId,
        product_code: scope.productCode,
        muns,
        comment,
        created_at: now,
        updated_at: now,
      });
    }
    const added = await insertFavorites(trx, rows);
    // A favorite subscribes its company to alerts by default.
    await subscribeFavorites(trx, added, now);
    return added.length;
  });
}

/**
 * POST /api/v1/favorites/{productCode}/bulk: the ticked companies of the
 * results, all or none checked as a single add checks one (licence, then
 * each company known and in the module's permitted states). Companies
 * that already are favorites stay as they were.
 */
export async function addFavorites(
  db: Db,
  user: FavoritesUser,
  productCode: number,
  muns: readonly string[],
): Promise<AddFavoritesResult> {
  const { module, scope } = favoritesContext(user, productCode);
  const companies = await requireCompanies(db, user, muns, module);
  const added = await addNewFavorites(
    db,
    scope,
    companies.map((company) => ({ muns: company.muns, comment: null })),
  );
  return { added, already: companies.length - added };
}
