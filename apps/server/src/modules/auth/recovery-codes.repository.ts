import type { Db } from '../../db/database';

/** Replaces every recovery code of a user with these hashes. */
export async function replaceRecoveryCodes(
  db: Db,
  userId: number,
  hashes: readonly string[],
  at: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('mfa_recovery_codes')
      .where('user_id', '=', userId)
      .execute();
    if (hashes.length === 0) return;
    await trx
      .insertInto('mfa_recovery_codes')
      .values(
        hashes.map((code_hash) => ({
          code_hash,
          user_id: userId,
          created_at: at,
          used_at: null,
        })),
      )
      .execute();
  });
}

/** Spends a code once, atomically: true only for the caller that spent it. */
export async function spendRecoveryCode(
  db: Db,
  userId: number,
  hash: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('mfa_recovery_codes')
    .set({ used_at: at })
    .where('code_hash', '=', hash)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(
  db: Db,
  userId: number,
): Promise<number> {
  const row = await db
    .selectFrom('mfa_recovery_codes')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
