import type { Module } from '@edge/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { findPreference, upsertPreference } from './preferences.repository';

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
