import {
  hasModule,
  moduleOfRecordId,
  SAVED_SEARCHES_PER_MODULE_MAX,
  type createSavedSearchBodySchema,
  type Module,
  type ProductsMap,
  type SavedSearch,
  type SavedSearchList,
  type updateSavedSearchBodySchema,
} from '@edge/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { lockUserRow } from '../../db/lock-user-row';
import { ForbiddenError } from '../../shared/errors';
import { nowIso } from '../../shared/time';
import { checkedContent, toSavedSearch } from './saved-search-content';
import { nameTakenError, SavedSearchError } from './saved-searches.errors';
import {
  countSavedSearches,
  deleteUserSavedSearch,
  findIdByNameKey,
  findUserSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  updateUserSavedSearch,
  type SavedSearchChanges,
  type SavedSearchScope,
} from './saved-searches.repository';

export type CreateSavedSearch = z.output<typeof createSavedSearchBodySchema>;
export type UpdateSavedSearch = z.output<typeof updateSavedSearchBodySchema>;

/** The signed-in user as the saved-search rules need them. */
export interface SavedSearchesUser {
  userId: number;
  products: ProductsMap;
}

// Names are unique per user and module whatever their case.
const nameKeyOf = (name: string) => name.toLowerCase();

const notFound = () => new SavedSearchError('SAVED_SEARCH_NOT_FOUND');

// SPEC §5: saved searches of PC need product PC, of EB product H-W.
function entitledModule(user: SavedSearchesUser, productCode: number): Module {
  const module = moduleOfRecordId(productCode);
  if (!module || !hasModule(user.products, module)) throw new ForbiddenError();
  return module;
}

async function assertNameFree(
  db: Db,
  scope: SavedSearchScope,
  nameKey: string,
  ownId?: number,
): Promise<void> {
  const id = await findIdByNameKey(db, scope, nameKey);
  if (id !== undefined && id !== ownId) throw nameTakenError();
}

/** GET /api/v1/searches/all/:productCode: newest first. */
export async function getSavedSearches(
  db: Db,
  user: SavedSearchesUser,
  productCode: number,
): Promise<SavedSearchList> {
  entitledModule(user, productCode);
  const rows = await listSavedSearches(db, {
    userId: user.userId,
    productCode,
  });
  return { count: rows.length, saved_searches: rows.map(toSavedSearch) };
}

/** POST /api/v1/searches/save. */
export async function saveSearch(
  db: Db,
  user: SavedSearchesUser,
  body: CreateSavedSearch,
): Promise<SavedSearch> {
  const module = entitledModule(user, body.record_id);
  const content = checkedContent(module, body.content.webappSearchCriteria);
  const scope = { userId: user.userId, productCode: body.record_id };
  const nameKey = nameKeyOf(body.searchName);
  const row = await db.transaction().execute(async (trx) => {
    await lockUserRow(trx, user.userId);
    const count = await countSavedSearches(trx, scope);
    if (count >= SAVED_SEARCHES_PER_MODULE_MAX) {
      throw new SavedSearchError('SAVED_SEARCH_LIMIT_REACHED');
    }
    await assertNameFree(trx, scope, nameKey);
    const now = nowIso();
    return insertSavedSearch(trx, {
      user_id: user.userId,
      product_code: body.record_id,
      search_name: body.searchName,
      search_name_key: nameKey,
      content,
      created_at: now,
      updated_at: now,
    });
  });
  return toSavedSearch(row);
}

/**
 * PUT /api/v1/searches/:id: renames and/or replaces the criteria. New
 * criteria replace malformed ones too; a rename leaves them as they are.
 */
export async function updateSavedSearch(
  db: Db,
  user: SavedSearchesUser,
  id: number,
  body: UpdateSavedSearch,
): Promise<SavedSearch> {
  return db.transaction().execute(async (trx) => {
    await lockUserRow(trx, user.userId);
    const row = await findUserSavedSearch(trx, user.userId, id);
    if (!row) throw notFound();
    const module = entitledModule(user, row.product_code);
    const changes: SavedSearchChanges = {
      updated_at: nowIso(),
    };
    if (body.content) {
      changes.content = checkedContent(
        module,
        body.content.webappSearchCriteria,
      );
    }
    if (body.searchName !== undefined) {
      const nameKey = nameKeyOf(body.searchName);
      const scope = { userId: user.userId, productCode: row.product_code };
      await assertNameFree(trx, scope, nameKey, id);
      changes.search_name = body.searchName;
      changes.search_name_key = nameKey;
    }
    const updated = await updateUserSavedSearch(trx, user.userId, id, changes);
    if (!updated) throw notFound();
    return toSavedSearch(updated);
  });
}

/** DELETE /api/v1/searches/:id; what was deleted, for the activity log. */
export async function deleteSavedSearch(
  db: Db,
  user: SavedSearchesUser,
  id: number,
): Promise<{ record_id: number; searchName: string }> {
  const row = await findUserSavedSearch(db, user.userId, id);
  if (!row) throw notFound();
  entitledModule(user, row.product_code);
  if (!(await deleteUserSavedSearch(db, user.userId, id))) throw notFound();
  return { record_id: row.product_code, searchName: row.search_name };
}
