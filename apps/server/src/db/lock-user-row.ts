import type { Db } from './database';

/**
 * Holds a user's row until the transaction ends, so that user's writes
 * checked against a per-user count or name run one at a time and the check
 * stays true. A no-op update locks the row on PostgreSQL; SQLite has a
 * single writer.
 */
export async function lockUserRow(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', userId)
    .execute();
}
