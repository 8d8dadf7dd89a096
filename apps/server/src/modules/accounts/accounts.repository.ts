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
