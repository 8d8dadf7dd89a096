import type { Module } from '@edge/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import {
  findPreference,
  findPreferencesOf,
  upsertPreference,
} from './preferences.repository';

interface PreferenceUser {
  userId: number;
}

const columnsName = (module: Module) => `results-columns.${module}`;

function parseStored<T>(schema: z.ZodType<T>, value: string): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The results columns the user chose in a module; null: never chosen. */
export async function getResultColumns<T>(
  db: Db,
  user: PreferenceUser,
  module: Module,
  schema: z.ZodType<T>,
): Promise<{ columns: T | null }> {
  const value = await findPreference(db, user.userId, columnsName(module));
  // A choice of columns that no longer exist falls back to the defaults.
  return { columns: value ? parseStored(schema, value) : null };
}

/** Keeps the user's results columns of a module (validated by the route). */
export async function setResultColumns<T>(
  db: Db,
  user: PreferenceUser,
  module: Module,
  columns: T,
): Promise<{ columns: T }> {
  await upsertPreference(db, {
    user_id: user.userId,
    name: columnsName(module),
    value: JSON.stringify(columns),
    updated_at: new Date().toISOString(),
  });
  return { columns };
}

/** A named setting of a user, as `schema` reads it; null: none or invalid. */
export async function getUserPreference<T>(
  db: Db,
  userId: number,
  name: string,
  schema: z.ZodType<T>,
): Promise<T | null> {
  const value = await findPreference(db, userId, name);
  return value ? parseStored(schema, value) : null;
}

/** Keeps a named setting of a user (validated by the caller). */
export async function setUserPreference(
  db: Db,
  userId: number,
  name: string,
  value: unknown,
): Promise<void> {
  await upsertPreference(db, {
    user_id: userId,
    name,
    value: JSON.stringify(value),
    updated_at: new Date().toISOString(),
  });
}

// Users per read: a bounded IN list.
const USERS_PER_READ = 1_000;

/**
 * A named setting of many users at once: user id -> value, for those who
 * have a valid one.
 */
export async function getUsersPreference<T>(
  db: Db,
  userIds: readonly number[],
  name: string,
  schema: z.ZodType<T>,
): Promise<Map<number, T>> {
  const values = new Map<number, T>();
  for (let i = 0; i < userIds.length; i += USERS_PER_READ) {
    const ids = userIds.slice(i, i + USERS_PER_READ);
    for (const row of await findPreferencesOf(db, name, ids)) {
      const value = parseStored(schema, row.value);
      if (value !== null) values.set(Number(row.user_id), value);
    }
  }
  return values;
}
