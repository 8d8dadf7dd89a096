import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';

export interface ThrottleSlot {
  key: string;
  // The user name a key counts for, if any, so a reset can clear them all.
  username: string | null;
  // A window that started before this has expired: the count starts again.
  windowSince: string;
  limit: number;
}

/**
 * Takes one of a key's attempts, atomically: the count goes up only while
 * it is under the limit (or its window expired), in one statement, so
 * attempts arriving at once never get more than `limit` slots between them.
 */
export async function takeSlot(
  db: Db,
  slot: ThrottleSlot,
  now: string,
): Promise<boolean> {
  const expired = sql<SqlBool>`login_throttle.window_start < ${slot.windowSince}`;
  const row = await db
    .insertInto('login_throttle')
    .values({
      key: slot.key,
      username: slot.username,
      window_start: now,
      failures: 1,
    })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          failures: sql`case when ${expired} then 1 else login_throttle.failures + 1 end`,
          window_start: sql`case when ${expired} then excluded.window_start else login_throttle.window_start end`,
        })
        .where((eb) =>
          eb.or([expired, eb('login_throttle.failures', '<', slot.limit)]),
        ),
    )
    .returning('failures')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives back a slot taken for an attempt that turned out not to fail. */
export async function returnSlot(db: Db, key: string): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set({ failures: sql`failures - 1` })
    .where('key', '=', key)
    .where('failures', '>', 0)
    .execute();
}

/** Forgets the counts of keys (a success, or a password reset). */
export async function clearSlots(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.deleteFrom('login_throttle').where('key', 'in', keys).execute();
}

/** Forgets every count of a user name (a password reset clears a lock). */
export async function clearUserSlots(db: Db, username: string): Promise<void> {
  await db
    .deleteFrom('login_throttle')
    .where('username', '=', username)
    .execute();
}
