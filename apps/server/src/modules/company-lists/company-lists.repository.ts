import { sql } from 'kysely';
import type {
  CompanyListAccess,
  CompanyListShareAccess,
  Module,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import type { CompanyListRow, NewCompanyListRow } from './company-lists.table';

/** Whose lists: a user of an account, in one module. */
export interface ListScope {
  userId: number;
  accountId: number;
  module: Module;
}

/** A list with its owner's name and what the reader may do with it. */
export type VisibleList = CompanyListRow & {
  owner_username: string;
  owner_first_name: string;
  owner_last_name: string;
  access: CompanyListAccess;
};

/**
 * The lists a user may see in a module: their own, and those shared with
 * them by a user of the same account (never across accounts).
 */
function visible(db: Db, scope: ListScope) {
  return db
    .selectFrom('company_lists as l')
    .innerJoin('users as o', 'o.id', 'l.owner_user_id')
    .leftJoin('company_list_shares as s', (join) =>
      join.onRef('s.list_id', '=', 'l.id').on('s.user_id', '=', scope.userId),
    )
    .where('l.module', '=', scope.module)
    .where('o.account_id', '=', scope.accountId)
    .where((eb) =>
      eb.or([
        eb('l.owner_user_id', '=', scope.userId),
        eb('s.user_id', '=', scope.userId),
      ]),
    )
    .selectAll('l')
    .select([
      'o.username as owner_username',
      'o.first_name as owner_first_name',
      'o.last_name as owner_last_name',
      sql<CompanyListAccess>`case when l.owner_user_id = ${scope.userId} then 'owner' else s.access end`.as(
        'access',
      ),
    ]);
}

/** The user's own lists by name, then those shared with them by name. */
export function listVisible(db: Db, scope: ListScope): Promise<VisibleList[]> {
  return visible(db, scope)
    .orderBy(sql`case when l.owner_user_id = ${scope.userId} then 0 else 1 end`)
    .orderBy('l.name_key')
    .orderBy('l.id')
    .execute();
}

export function findVisible(
  db: Db,
  scope: ListScope,
  id: number,
): Promise<VisibleList | undefined> {
  return visible(db, scope).where('l.id', '=', id).executeTakeFirst();
}

/** How many lists a user owns in a module. */
export async function countOwned(db: Db, scope: ListScope): Promise<number> {
  const row = await db
    .selectFrom('company_lists')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('owner_user_id', '=', scope.userId)
    .where('module', '=', scope.module)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the owner has another list of this name in the module. */
export async function nameTaken(
  db: Db,
  scope: ListScope,
  nameKey: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('company_lists')
    .select('id')
    .where('owner_user_id', '=', scope.userId)
    .where('module', '=', scope.module)
    .where('name_key', '=', nameKey);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function insertList(db: Db, row: NewCompanyListRow): Promise<number> {
  return db
    .insertInto('company_lists')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow()
    .then((r) => r.id);
}

export async function renameList(
  db: Db,
  id: number,
  name: string,
  nameKey: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('company_lists')
    .set({ name, name_key: nameKey, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Deletes a list with its companies and shares. */
export async function deleteList(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('company_list_shares')
      .where('list_id', '=', id)
      .execute();
    await trx
      .deleteFrom('company_list_companies')
      .where('list_id', '=', id)
      .execute();
    await trx.deleteFrom('company_lists').where('id', '=', id).execute();
  });
}

/** Companies of the lists in these states, by list. */
export async function countCompanies(
  db: Db,
  listIds: readonly number[],
  states: readonly string[],
): Promise<Map<number, number>> {
  if (listIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('company_list_companies as lc')
    .innerJoin('companies as c', 'c.muns', 'lc.muns')
    .select(['lc.list_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('lc.list_id', 'in', [...listIds])
    .where('c.state', 'in', states.length > 0 ? [...states] : [''])
    .groupBy('lc.list_id')
    .execute();
  return new Map(rows.map((r) => [r.list_id, Number(r.n)]));
}

/** Every company of a list, whatever its state: the size limit counts all. */
export async function countAll(db: Db, listId: number): Promise<number> {
  const row = await db
    .selectFrom('company_list_companies')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('list_id', '=', listId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of a list's companies in these states, by name. */
export function pageOfCompanies(
  db: Db,
  listId: number,
  states: readonly string[],
  page: { offset: number; limit: number },
) {
  return db
    .selectFrom('company_list_companies as lc')
    .innerJoin('companies as c', 'c.muns', 'lc.muns')
    .leftJoin('users as u', 'u.id', 'lc.added_by_user_id')
    .select([
      'lc.muns',
      'c.name',
      'c.city',
      'c.state',
      'lc.added_at',
      'u.first_name',
      'u.last_name',
    ])
    .where('lc.list_id', '=', listId)
    .where('c.state', 'in', states.length > 0 ? [...states] : [''])
    .orderBy('c.name')
    .orderBy('lc.muns')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** Which of these companies the list already holds. */
export async function heldOf(
  db: Db,
  listId: number,
  muns: readonly string[],
): Promise<Set<string>> {
  if (muns.length === 0) return new Set();
  const rows = await db
    .selectFrom('company_list_companies')
    .select('muns')
    .where('list_id', '=', listId)
    .where('muns', 'in', [...muns])
    .execute();
  return new Set(rows.map((r) => r.muns));
}

export async function insertCompanies(
  db: Db,
  listId: number,
  muns: readonly string[],
  userId: number,
  now: string,
): Promise<void> {
  if (muns.length === 0) return;
  await db
    .insertInto('company_list_companies')
    .values(
      muns.map((m) => ({
        list_id: listId,
        muns: m,
        added_by_user_id: userId,
        added_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['list_id', 'muns']).doNothing())
    .execute();
}

/** Removes a company; false when the list did not hold it. */
export async function deleteCompany(
  db: Db,
  listId: number,
  muns: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('company_list_companies')
    .where('list_id', '=', listId)
    .where('muns', '=', muns)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function touchList(db: Db, id: number, now: string) {
  await db
    .updateTable('company_lists')
    .set({ updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** The shares of these lists, with each user's name, by list. */
export function sharesOf(db: Db, listIds: readonly number[]) {
  if (listIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('company_list_shares as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.list_id',
      's.access',
      'u.id',
      'u.username',
      'u.first_name',
      'u.last_name',
    ])
    .where('s.list_id', 'in', [...listIds])
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
}

/** The enabled users of an account but one, by name. */
export function colleaguesOf(db: Db, accountId: number, exceptId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'first_name', 'last_name', 'products'])
    .where('account_id', '=', accountId)
    .where('is_enabled', '=', 1)
    .where('id', '!=', exceptId)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
}

/** The users of an account among these ids, to share with. */
export function accountUsers(
  db: Db,
  accountId: number,
  ids: readonly number[],
) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'is_enabled', 'products'])
    .where('account_id', '=', accountId)
    .where('id', 'in', [...ids])
    .execute();
}

/** Replaces a list's shares. */
export async function replaceShares(
  db: Db,
  listId: number,
  shares: readonly { user_id: number; access: CompanyListShareAccess }[],
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('company_list_shares')
      .where('list_id', '=', listId)
      .execute();
    if (shares.length === 0) return;
    await trx
      .insertInto('company_list_shares')
      .values(
        shares.map((s) => ({
          list_id: listId,
          user_id: s.user_id,
          access: s.access,
          created_at: now,
        })),
      )
      .execute();
    await trx
      .updateTable('company_lists')
      .set({ updated_at: now })
      .where('id', '=', listId)
      .execute();
  });
}
