import type { Db } from '../../db/database';
import type { PasswordResetsTable } from './password-reset.table';

export async function insertPasswordReset(db: Db, reset: PasswordResetsTable) {
  await db.insertInto('password_resets').values(reset).execute();
}

export async function findPasswordReset(
  db: Db,
  tokenHash: string,
): Promise<PasswordResetsTable | undefined> {
  return db
    .selectFrom('password_resets')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Uses a link once: true only for the caller that marked it. */
export async function markPasswordResetUsed(
  db: Db,
  tokenHash: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Retires every open link of a user (after a successful reset). */
export async function markUserResetsUsed(db: Db, userId: number, at: string) {
  await db
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
