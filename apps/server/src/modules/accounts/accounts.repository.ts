import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AccountRow } from './accounts.table';

export async function findAccountById(
  db: Db,
  id: number,
): Promise<AccountRow | undefined> {
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Every account, by id. */
export function findAccounts(db: Db): Promise<AccountRow[]> {
  return db.selectFrom('accounts').selectAll().orderBy('id').execute();
}

/**
 * Holds an account's row until the transaction ends, so checks against its
 * seats run one at a time. A no-op update locks the row on PostgreSQL;
 * SQLite has a single writer.
 */
export async function lockAccountRow(db: Db, id: number): Promise<void> {
  await db
    .updateTable('accounts')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', id)
    .execute();
}

// A name search: case-insensitive on both databases, % and _ taken as typed.
function nameFilter(query: string) {
  const escaped = query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<boolean>`lower(name) like ${`%${escaped}%`} escape '\\'`;
}

function matching(db: Db, query: string) {
  let select = db.selectFrom('accounts');
  if (query !== '') {
    const id = /^\d{1,9}$/.test(query) ? Number(query) : null;
    select = select.where((eb) =>
      id === null
        ? nameFilter(query)
        : eb.or([nameFilter(query), eb('id', '=', id)]),
    );
  }
  return select;
}

/** Accounts whose name holds `query` (or whose id it is), by name. */
export async function searchAccounts(
  db: Db,
  query: string,
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: AccountRow[] }> {
  const count = await matching(db, query)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await matching(db, query)
    .selectAll()
    .orderBy('name')
    .orderBy('id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total: Number(count.n), rows };
}
