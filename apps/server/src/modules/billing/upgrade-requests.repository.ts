import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { UpgradeRequestRow, UpgradeRequestsTable } from './billing.table';

export async function insertUpgradeRequest(
  db: Db,
  row: Insertable<UpgradeRequestsTable>,
): Promise<UpgradeRequestRow> {
  return db
    .insertInto('upgrade_requests')
    .values(row)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** How many requests the user sent since `since` (ISO). */
export async function countUserRequestsSince(
  db: Db,
  userId: number,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('upgrade_requests')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The user's latest requests, newest first. */
export function findUserRequests(
  db: Db,
  userId: number,
  limit: number,
): Promise<UpgradeRequestRow[]> {
  return db
    .selectFrom('upgrade_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findUpgradeRequest(
  db: Db,
  id: number,
): Promise<UpgradeRequestRow | undefined> {
  return db
    .selectFrom('upgrade_requests')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Records one more attempt to mail it, and how it ended. */
export async function setMailOutcome(
  db: Db,
  id: number,
  outcome: { mailedAt?: string; failedAt?: string; attempts: number },
): Promise<void> {
  await db
    .updateTable('upgrade_requests')
    .set({
      mail_attempts: outcome.attempts,
      mailed_at: outcome.mailedAt ?? null,
      failed_at: outcome.failedAt ?? null,
    })
    .where('id', '=', id)
    .execute();
}
