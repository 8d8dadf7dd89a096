import type { Db } from '../../db/database';
import type { NewUserPreferenceRow } from './preferences.table';

/** The value of one of the user's settings, or undefined. */
export async function findPreference(
  db: Db,
  userId: number,
  name: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('user_preferences')
    .select('value')
    .where('user_id', '=', userId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.value;
}

/** Sets one of the user's settings, replacing its value. */
export async function upsertPreference(
  db: Db,
  row: NewUserPreferenceRow,
): Promise<void> {
  await db
    .insertInto('user_preferences')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'name'])
        .doUpdateSet({ value: row.value, updated_at: row.updated_at }),
    )
    .execute();
}

/** One setting of many users: their rows that have it. */
export async function findPreferencesOf(
  db: Db,
  name: string,
  userIds: readonly number[],
): Promise<{ user_id: number; value: string }[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('user_preferences')
    .select(['user_id', 'value'])
    .where('name', '=', name)
    .where('user_id', 'in', userIds)
    .execute();
}
