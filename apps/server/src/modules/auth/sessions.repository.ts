import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { SessionRow, SessionsTable } from './auth.table';

/** A session with what every request needs of its user. */
export interface SessionWithUser extends SessionRow {
  account_id: number;
  username: string;
  products: string;
  is_enabled: number;
  mfa_secret: string | null;
}

export async function insertSession(
  db: Db,
  session: Insertable<SessionsTable>,
): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export async function findSessionWithUser(
  db: Db,
  id: string,
): Promise<SessionWithUser | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('sessions')
    .select([
      'users.account_id',
      'users.username',
      'users.products',
      'users.is_enabled',
      'users.mfa_secret',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
}

/** Ends one session if it is still open. */
export async function endSession(
  db: Db,
  id: string,
  reason: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ ended_at: at, end_reason: reason })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .execute();
}

/** Ends every open session of a user except `keepId` (if given). */
export async function endUserSessions(
  db: Db,
  userId: number,
  reason: string,
  at: string,
  keepId?: string,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ ended_at: at, end_reason: reason })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null);
  if (keepId) query = query.where('id', '!=', keepId);
  await query.execute();
}

export async function updateSession(
  db: Db,
  id: string,
  changes: Partial<Pick<SessionRow, 'last_seen_at' | 'mfa_pending'>>,
): Promise<void> {
  await db.updateTable('sessions').set(changes).where('id', '=', id).execute();
}
