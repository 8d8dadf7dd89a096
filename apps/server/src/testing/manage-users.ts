import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';

/** The account id of a demo user. */
export async function accountIdOf(db: Db, username: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('account_id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.account_id;
}

export const usersUrl = (accountId: number, rest = '') =>
  `/api/v1/admin/accounts/${accountId}/users${rest}`;

export const groupsUrl = (accountId: number, rest = '') =>
  `/api/v1/admin/accounts/${accountId}/groups${rest}`;

/** The activity log of an account after the writer's queue is written. */
export async function activityOf(
  app: FastifyInstance,
  db: Db,
  accountId: number,
): Promise<{ action: string; summary: string; user_id: number | null }[]> {
  await app.activity.flush();
  return db
    .selectFrom('activity_log')
    .select(['action', 'summary', 'user_id'])
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();
}

/** A valid invite body; products default to a part of what Meridian bought. */
export const inviteBody = (username: string, extra: object = {}) => ({
  username,
  email: `${username}@example.com`,
  first_name: 'Nina',
  last_name: 'Invited',
  products: { PC: 'TX,OK' },
  ...extra,
});
