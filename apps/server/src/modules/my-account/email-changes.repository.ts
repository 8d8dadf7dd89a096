import type { Db } from '../../db/database';
import type { EmailChangesTable } from './email-changes.table';

export async function insertEmailChange(db: Db, change: EmailChangesTable) {
  await db.insertInto('email_changes').values(change).execute();
}

export async function findEmailChange(
  db: Db,
  tokenHash: string,
): Promise<EmailChangesTable | undefined> {
  return db
    .selectFrom('email_changes')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** The newest link of a user still open at `now`, if any. */
export async function findOpenEmailChange(
  db: Db,
  userId: number,
  now: string,
): Promise<EmailChangesTable | undefined> {
  return db
    .selectFrom('email_changes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** Uses a link once: true only for the caller that marked it. */
export async function markEmailChangeUsed(
  db: Db,
  tokenHash: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('email_changes')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Retires every open link of a user (a newer change, or one applied). */
export async function retireUserEmailChanges(
  db: Db,
  userId: number,
  at: string,
) {
  await db
    .updateTable('email_changes')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
