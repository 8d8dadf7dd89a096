import {
  COMPANY_LIST_COMPANIES_MAX,
  COMPANY_LISTS_MAX,
  getPermittedStates,
  hasModule,
  type CompanyList,
  type CompanyListAccess,
  type CompanyListAddResult,
  type CompanyListColleagues,
  type CompanyListCompaniesQuery,
  type CompanyListPage,
  type CompanyLists,
  type CompanyListSharesBody,
  type Module,
  type ProductsMap,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import { ForbiddenError } from '../../shared/errors';
import { nowIso } from '../../shared/time';
import { parseProducts } from '../auth/index';
import { requireCompanies } from '../companies/index';
import { CompanyListError } from './company-lists.errors';
import {
  accountUsers,
  colleaguesOf,
  countAll,
  countCompanies,
  countOwned,
  deleteCompany,
  deleteList,
  findVisible,
  heldOf,
  insertCompanies,
  insertList,
  listVisible,
  nameTaken,
  pageOfCompanies,
  renameList,
  replaceShares,
  sharesOf,
  touchList,
  type ListScope,
  type VisibleList,
} from './company-lists.repository';

/** The signed-in user as the lists need them. */
export interface ListUser {
  userId: number;
  accountId: number;
  products: ProductsMap;
}

// A module's lists need its licence, as its favorites do (SPEC §5).
function scopeOf(user: ListUser, module: Module): ListScope {
  if (!hasModule(user.products, module)) throw new ForbiddenError();
  return { userId: user.userId, accountId: user.accountId, module };
}

const fullName = (first: string, last: string) => `${first} ${last}`.trim();
const nameKeyOf = (name: string) => name.trim().toLowerCase();

const RANK: Record<CompanyListAccess, number> = { read: 0, edit: 1, owner: 2 };

/** The list when the user may see it, and do what is asked with it. */
async function requireList(
  db: Db,
  scope: ListScope,
  id: number,
  need: CompanyListAccess,
): Promise<VisibleList> {
  const list = await findVisible(db, scope, id);
  if (!list) throw new CompanyListError('COMPANY_LIST_NOT_FOUND');
  if (RANK[list.access] < RANK[need]) {
    throw new CompanyListError(
      need === 'owner' ? 'COMPANY_LIST_OWNER_ONLY' : 'COMPANY_LIST_READ_ONLY',
    );
  }
  return list;
}

// The lists as their reader sees them: counts of the reader's states.
async function describe(
  db: Db,
  user: ListUser,
  module: Module,
  lists: readonly VisibleList[],
): Promise<CompanyList[]> {
  const ids = lists.map((l) => l.id);
  const states = getPermittedStates(user.products, module);
  const [counts, shares] = await Promise.all([
    countCompanies(db, ids, states),
    sharesOf(db, ids),
  ]);
  return lists.map((list) => ({
    id: list.id,
    module: list.module,
    name: list.name,
    owner: {
      id: list.owner_user_id,
      name: fullName(list.owner_first_name, list.owner_last_name),
      username: list.owner_username,
    },
    access: list.access,
    companies: counts.get(list.id) ?? 0,
    shares: shares
      .filter((s) => s.list_id === list.id)
      .map((s) => ({
        id: s.id,
        name: fullName(s.first_name, s.last_name),
        username: s.username,
        access: s.access,
      })),
    created_at: list.created_at,
    updated_at: list.updated_at,
  }));
}

async function describeOne(
  db: Db,
  user: ListUser,
  scope: ListScope,
  id: number,
): Promise<CompanyList> {
  const list = await requireList(db, scope, id, 'read');
  return (await describe(db, user, scope.module, [list]))[0]!;
}

/** GET /api/v1/lists/{module}. */
export async function getLists(
  db: Db,
  user: ListUser,
  module: Module,
): Promise<CompanyLists> {
  const scope = scopeOf(user, module);
  const lists = await listVisible(db, scope);
  return { lists: await describe(db, user, module, lists) };
}

/** GET /api/v1/lists/{module}/colleagues: whom a list may be shared with. */
export async function getColleagues(
  db: Db,
  user: ListUser,
  module: Module,
): Promise<CompanyListColleagues> {
  scopeOf(user, module);
  const users = await colleaguesOf(db, user.accountId, user.userId);
  return {
    users: users
      .filter((u) => hasModule(parseProducts(u.products), module))
      .map((u) => ({
        id: u.id,
        name: fullName(u.first_name, u.last_name),
        username: u.username,
      })),
  };
}

/** POST /api/v1/lists/{module}: a new, empty list of the user's. */
export async function createList(
  db: Db,
  user: ListUser,
  module: Module,
  name: string,
): Promise<CompanyList> {
  const scope = scopeOf(user, module);
  if ((await countOwned(db, scope)) >= COMPANY_LISTS_MAX) {
    throw new CompanyListError('COMPANY_LISTS_FULL');
  }
  const key = nameKeyOf(name);
  if (await nameTaken(db, scope, key)) {
    throw new CompanyListError('COMPANY_LIST_NAME_TAKEN');
  }
  const now = nowIso();
  const id = await insertList(db, {
    owner_user_id: user.userId,
    module,
    name,
    name_key: key,
    created_at: now,
    updated_at: now,
  });
  return describeOne(db, user, scope, id);
}

/** PUT /api/v1/lists/{module}/{id}: the owner renames it. */
export async function renameOwnList(
  db: Db,
  user: ListUser,
  module: Module,
  id: number,
  name: string,
): Promise<CompanyList> {
  const scope = scopeOf(user, module);
  await requireList(db, scope, id, 'owner');
  const key = nameKeyOf(name);
  if (await nameTaken(db, scope, key, id)) {
    throw new CompanyListError('COMPANY_LIST_NAME_TAKEN');
  }
  await renameList(db, id, name, key, nowIso());
  return describeOne(db, user, scope, id);
}

/** DELETE /api/v1/lists/{module}/{id}: the owner deletes it. */
export async function deleteOwnList(
  db: Db,
  user: ListUser,
  module: Module,
  id: number,
): Promise<void> {
  const scope = scopeOf(user, module);
  await requireList(db, scope, id, 'owner');
  await deleteList(db, id);
}

/** GET /api/v1/lists/{module}/{id}/companies: a page, by name. */
export async function getListPage(
  db: Db,
  user: ListUser,
  module: Module,
  id: number,
  query: CompanyListCompaniesQuery,
): Promise<CompanyListPage> {
  const scope = scopeOf(user, module);
  const list = await describeOne(db, user, scope, id);
  const states = getPermittedStates(user.products, module);
  const rows = await pageOfCompanies(db, id, states, {
    offset: query.page * query.pageSize,
    limit: query.pageSize,
  });
  return {
    list,
    count: list.companies,
    companies: rows.map((row) => ({
      muns: row.muns,
      entity_name: row.name,
      city: row.city,
      state: row.state,
      added_at: row.added_at,
      added_by:
        row.first_name === null
          ? null
          : fullName(row.first_name, row.last_name ?? ''),
    })),
  };
}

/**
 * POST /api/v1/lists/{module}/{id}/companies: the owner or an editor adds
 * companies, all or none: each must be one the adder may see in the
 * module (404/403 as the bulk favorites add).
 */
export async function addToList(
  db: Db,
  user: ListUser,
  module: Module,
  id: number,
  muns: readonly string[],
): Promise<CompanyListAddResult> {
  const scope = scopeOf(user, module);
  await requireList(db, scope, id, 'edit');
  const companies = await requireCompanies(db, user, muns, module);
  const asked = companies.map((c) => c.muns);
  const held = await heldOf(db, id, asked);
  const fresh = asked.filter((m) => !held.has(m));
  if ((await countAll(db, id)) + fresh.length > COMPANY_LIST_COMPANIES_MAX) {
    throw new CompanyListError('COMPANY_LIST_FULL');
  }
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await insertCompanies(trx, id, fresh, user.userId, now);
    await touchList(trx, id, now);
  });
  return { added: fresh.length, already: asked.length - fresh.length };
}

/**
 * DELETE /api/v1/lists/{module}/{id}/companies/{muns}: the owner or an
 * editor takes a company out. No state check: removing reveals nothing.
 */
export async function removeFromList(
  db: Db,
  user: ListUser,
  module: Module,
  id: number,
  muns: string,
): Promise<void> {
  const scope = scopeOf(user, module);
  await requireList(db, scope, id, 'edit');
  if (!(await deleteCompany(db, id, muns))) {
    throw new CompanyListError('COMPANY_LIST_COMPANY_NOT_FOUND');
  }
  await touchList(db, id, nowIso());
}

/**
 * PUT /api/v1/lists/{module}/{id}/shares: the owner names everyone it is
 * shared with. Each must be an enabled user of the owner's account, not
 * the owner, holding the module; otherwise nothing changes (400, the
 * refused ids in `extraData.user_ids`, another account's alike).
 */
export async function shareList(
  db: Db,
  user: ListUser,
  module: Module,
  id: number,
  body: CompanyListSharesBody,
): Promise<CompanyList> {
  const scope = scopeOf(user, module);
  await requireList(db, scope, id, 'owner');
  const ids = body.shares.map((s) => s.user_id);
  const found = new Map(
    (await accountUsers(db, user.accountId, ids)).map((u) => [u.id, u]),
  );
  const refused = ids.filter((userId) => {
    const other = found.get(userId);
    return (
      !other ||
      userId === user.userId ||
      other.is_enabled !== 1 ||
      !hasModule(parseProducts(other.products), module)
    );
  });
  if (refused.length > 0) {
    throw new CompanyListError('COMPANY_LIST_SHARE_REFUSED', {
      user_ids: refused,
    });
  }
  await replaceShares(db, id, body.shares, nowIso());
  return describeOne(db, user, scope, id);
}
