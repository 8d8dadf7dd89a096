import { personName } from '@edge/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { UserRow } from './auth.table';
import { clearSignInLimits } from './login-limit.service';
import type { PasswordHasher } from './password';
import { endAllSessions } from './session.service';
import {
  findUserById,
  findUserByUsername,
  findUsersByEmail,
  findUsersByIds,
  updateEmail,
  updatePasswordHash,
  updateProfileFields,
  type ProfileFields,
} from './users.repository';

/** A user as other modules may see them: no credentials. */
export interface UserContact {
  id: number;
  username: string;
  email: string;
  firstName: string;
  isEnabled: boolean;
}

const toContact = (user: UserRow): UserContact => ({
  id: user.id,
  username: user.username,
  email: user.email,
  firstName: user.first_name,
  isEnabled: user.is_enabled === 1,
});

/** The name a user's own notes and lists show: first and last, else the username. */
export async function findUserDisplayName(
  db: Db,
  userId: number,
): Promise<string | undefined> {
  const user = await findUserById(db, userId);
  if (!user) return undefined;
  return personName(user.first_name, user.last_name) || user.username;
}

export async function findContactByUsername(
  db: Db,
  username: string,
): Promise<UserContact | undefined> {
  const user = await findUserByUsername(db, username.trim().toLowerCase());
  return user && toContact(user);
}

// Users per read: a bounded IN list.
const USERS_PER_READ = 1_000;

/** The contacts of many users at once, by id (unknown ids left out). */
export async function findContactsByIds(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, UserContact>> {
  const contacts = new Map<number, UserContact>();
  for (let i = 0; i < ids.length; i += USERS_PER_READ) {
    const users = await findUsersByIds(db, ids.slice(i, i + USERS_PER_READ));
    for (const user of users) contacts.set(user.id, toContact(user));
  }
  return contacts;
}

export async function findContactsByEmail(
  db: Db,
  email: string,
): Promise<UserContact[]> {
  return (await findUsersByEmail(db, email.trim())).map(toContact);
}

export interface ChangePasswordDeps {
  db: Db;
  config: Config;
  passwords: PasswordHasher;
}

/**
 * Sets a new password, signs the user out everywhere and clears the sign-in
 * limits of the user name: the mailed reset link unlocks it (decision 0016).
 */
export async function changePassword(
  deps: ChangePasswordDeps,
  userId: number,
  password: string,
): Promise<void> {
  const hash = await deps.passwords.hash(password);
  await updatePasswordHash(deps.db, userId, hash);
  await endAllSessions(deps, userId, 'password_reset');
  const user = await findUserById(deps.db, userId);
  if (user) await clearSignInLimits(deps, user.username);
}

/** What My Account shows and edits of the user themself. */
export interface OwnProfile {
  id: number;
  accountId: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  title: string;
  products: string;
}

export async function getOwnProfile(
  db: Db,
  userId: number,
): Promise<OwnProfile | undefined> {
  const user = await findUserById(db, userId);
  if (!user) return undefined;
  return {
    id: user.id,
    accountId: user.account_id,
    username: user.username,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    phone: user.phone,
    title: user.title,
    products: user.products,
  };
}

export async function setOwnProfileFields(
  db: Db,
  userId: number,
  fields: ProfileFields,
): Promise<void> {
  await updateProfileFields(db, userId, fields);
}

export async function setOwnEmail(
  db: Db,
  userId: number,
  email: string,
): Promise<void> {
  await updateEmail(db, userId, email);
}
