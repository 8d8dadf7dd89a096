import type { Db } from '../db/database';

/** A bare account of the given type, with no users, seats or products. */
export async function insertTestAccount(
  db: Db,
  accountType: number,
): Promise<number> {
  const row = await db
    .insertInto('accounts')
    .values({
      name: `Account ${accountType}`,
      account_type: accountType,
      renewal_date: null,
      seats: null,
      products: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
