import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { AccountFeatureFlagsTable } from './feature-flags.table';

export type AccountFlagRow = Selectable<AccountFeatureFlagsTable>;

/** A flag's value for every account (feature_flags). */
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

/** The values for every account of some flags, by flag. */
export async function findFlagValues(
  db: Db,
  keys: readonly string[],
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('feature_flags')
    .select(['key', 'value'])
    .where('key', 'in', keys)
    .execute();
  return new Map(rows.map((row) => [row.key, row.value]));
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

/** One account's own value of a flag, when it has one. */
export async function findAccountFlagValue(
  db: Db,
  accountId: number,
  flag: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('account_feature_flags')
    .select('value')
    .where('account_id', '=', accountId)
    .where('flag', '=', flag)
    .executeTakeFirst();
  return row?.value;
}

/** The flags set for some accounts. */
export async function listAccountFlagRows(
  db: Db,
  accountIds: readonly number[],
): Promise<AccountFlagRow[]> {
  if (accountIds.length === 0) return [];
  return db
    .selectFrom('account_feature_flags')
    .selectAll()
    .where('account_id', 'in', accountIds)
    .execute();
}

export async function upsertAccountFlag(
  db: Db,
  row: Insertable<AccountFeatureFlagsTable>,
): Promise<void> {
  const { value, changed_at, changed_by } = row;
  await db
    .insertInto('account_feature_flags')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['account_id', 'flag'])
        .doUpdateSet({ value, changed_at, changed_by }),
    )
    .execute();
}

/** Removes an account's own value; true when it had one. */
export async function deleteAccountFlag(
  db: Db,
  accountId: number,
  flag: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('account_feature_flags')
    .where('account_id', '=', accountId)
    .where('flag', '=', flag)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
