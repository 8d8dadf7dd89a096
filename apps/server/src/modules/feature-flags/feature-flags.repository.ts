import type { Db } from '../../db/database';

export async function findFlagValue(
  db: Db,
  key: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('feature_flags')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

export async function upsertFlagValue(
  db: Db,
  key: string,
  value: string,
): Promise<void> {
  await db
    .insertInto('feature_flags')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}
