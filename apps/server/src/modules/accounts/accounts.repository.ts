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
