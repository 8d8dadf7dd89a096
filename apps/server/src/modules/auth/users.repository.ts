import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { UserRow } from './auth.table';

export async function findUserById(
  db: Db,
  id: number,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/** `username` must already be lower-case (user names are stored so). */
export async function findUserByUsername(
  db: Db,
  username: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('username', '=', username)
    .executeTakeFirst();
}

/** Users whose e-mail matches, ignoring case (uses the lower(email) index). */
export async function findUsersByEmail(
  db: Db,
  email: string,
): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .orderBy('username')
    .execute();
}

export async function updatePasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .execute();
}

export async function updateUserEnabled(
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

/**
 * Records a TOTP step as spent, atomically; false when that step (or a
 * later one) already signed the user in, so a code works once only.
 */
export async function spendTotpStep(
  db: Db,
  userId: number,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ mfa_last_step: step })
    .where('id', '=', userId)
    .where((eb) =>
      eb.or([eb('mfa_last_step', 'is', null), eb('mfa_last_step', '<', step)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The users of these ids that exist. */
export async function findUsersByIds(
  db: Db,
  ids: readonly number[],
): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
}

/** The fields a user edits on My Account. */
export interface ProfileFields {
  first_name: string;
  last_name: string;
  phone: string;
  title: string;
}

export async function updateProfileFields(
  db: Db,
  userId: number,
  fields: ProfileFields,
): Promise<void> {
  await db.updateTable('users').set(fields).where('id', '=', userId).execute();
}

export async function updateEmail(
  db: Db,
  userId: number,
  email: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ email })
    .where('id', '=', userId)
    .execute();
}

/** The two-step sign-in columns: the secret, one being set up, the last step. */
export interface MfaFields {
  mfa_secret?: string | null;
  mfa_pending_secret?: string | null;
  mfa_last_step?: number | null;
}

export async function updateMfaFields(
  db: Db,
  userId: number,
  fields: MfaFields,
): Promise<void> {
  await db.updateTable('users').set(fields).where('id', '=', userId).execute();
}
