import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { UserRow, UsersTable } from '../auth/index';

/** A user of an account with the instant of their last sign-in. */
export interface AccountUserRow extends UserRow {
  last_sign_in: string | null;
}

/** Every user of an account, with their last completed sign-in. */
export async function findAccountUsers(
  db: Db,
  accountId: number,
  userId?: number,
): Promise<AccountUserRow[]> {
  let query = db
    .selectFrom('users')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('sessions')
          .innerJoin('users as u', 'u.id', 'sessions.user_id')
          .select((s) => [
            'sessions.user_id',
            s.fn.max('sessions.created_at').as('last_at'),
          ])
          .where('u.account_id', '=', accountId)
          // A session waiting for its second step did not sign in.
          .where('sessions.mfa_pending', '=', 0)
          .groupBy('sessions.user_id')
          .as('last'),
      (join) => join.onRef('last.user_id', '=', 'users.id'),
    )
    .selectAll('users')
    .select('last.last_at as last_sign_in')
    .where('users.account_id', '=', accountId);
  if (userId !== undefined) query = query.where('users.id', '=', userId);
  return query.orderBy('users.username').execute();
}

/** One user of an account, or undefined (another account's user too). */
export async function findAccountUser(
  db: Db,
  accountId: number,
  userId: number,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export async function countEnabledUsers(
  db: Db,
  accountId: number,
): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('account_id', '=', accountId)
    .where('is_enabled', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function isUsernameTaken(
  db: Db,
  username: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(
  db: Db,
  user: Insertable<UsersTable>,
): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values(user)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateUserAccess(
  db: Db,
  userId: number,
  access: { products: string; acls: string },
): Promise<void> {
  await db.updateTable('users').set(access).where('id', '=', userId).execute();
}

export async function updateUserRights(
  db: Db,
  userId: number,
  rights: { role: string; acls: string },
): Promise<void> {
  await db.updateTable('users').set(rights).where('id', '=', userId).execute();
}

export async function setUserEnabled(
  db: Db,
  userId: number,
  isEnabled: boolean,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ is_enabled: isEnabled ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}
