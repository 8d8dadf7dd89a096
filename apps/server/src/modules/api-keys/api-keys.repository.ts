import type { Db } from '../../db/database';
import type { ApiKeyRow, NewApiKeyRow } from './api-keys.table';

/** The user's keys, newest first, revoked ones included. */
export function listUserKeys(db: Db, userId: number): Promise<ApiKeyRow[]> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** How many keys the user holds that are not revoked. */
export async function countLiveKeys(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function insertKey(db: Db, row: NewApiKeyRow): Promise<ApiKeyRow> {
  return db
    .insertInto('api_keys')
    .values(row)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Revokes the user's key (once); undefined when it is not theirs. */
export async function revokeUserKey(
  db: Db,
  userId: number,
  id: number,
  at: string,
): Promise<ApiKeyRow | undefined> {
  await db
    .updateTable('api_keys')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A live key by the hash of its secret, with its enabled user. */
export function findLiveKey(db: Db, secretHash: string) {
  return db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.id', 'api_keys.user_id')
    .select([
      'api_keys.id',
      'api_keys.user_id',
      'api_keys.last_used_at',
      'users.account_id',
      'users.products',
    ])
    .where('api_keys.secret_hash', '=', secretHash)
    .where('api_keys.revoked_at', 'is', null)
    .where('users.is_enabled', '=', 1)
    .executeTakeFirst();
}

/** Notes a key's use unless it was noted since `since`. */
export async function touchKey(
  db: Db,
  id: number,
  at: string,
  since: string,
): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: at })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', since)]),
    )
    .execute();
}
