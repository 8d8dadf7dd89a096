import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isSqlite } from '../../db/bulk-sql';

/** The value of a cursor, or undefined before its first write. */
export async function readCursor(
  db: Db,
  name: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('alert_cursors')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.value;
}

/**
 * Reads a cursor and, on PostgreSQL, holds its row until the transaction
 * ends, so two servers never move it at once (SQLite has one writer).
 * The row is created first when missing, so there is a row to hold.
 */
export async function holdCursor(
  db: Db,
  name: string,
  initial: string,
  now: string,
): Promise<string> {
  await db
    .insertInto('alert_cursors')
    .values({ name, value: initial, updated_at: now })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('alert_cursors')
    .select('value')
    .where('name', '=', name)
    .$if(!isSqlite(db), (query) => query.forUpdate())
    .executeTakeFirstOrThrow();
  return row.value;
}

export async function writeCursor(
  db: Db,
  name: string,
  value: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('alert_cursors')
    .values({ name, value, updated_at: now })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({ value, updated_at: now }),
    )
    .execute();
}

export async function deleteCursor(db: Db, name: string): Promise<void> {
  await db.deleteFrom('alert_cursors').where('name', '=', name).execute();
}

/**
 * Forgets the checks of saved-search subscriptions that are gone (their
 * saved search was deleted, and the subscription with it).
 */
export async function pruneCursors(db: Db, prefix: string): Promise<void> {
  await db
    .deleteFrom('alert_cursors')
    .where('name', 'like', `${prefix}%`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('alert_subscriptions')
            .select('alert_subscriptions.id')
            .where(
              sql<boolean>`cast(${prefix} as text) || cast(alert_subscriptions.id as text) = alert_cursors.name`,
            ),
        ),
      ),
    )
    .execute();
}

/** Forgets the cursors named `prefix` + a date before `before`. */
export async function deleteCursorsBefore(
  db: Db,
  prefix: string,
  before: string,
): Promise<void> {
  await db
    .deleteFrom('alert_cursors')
    .where('name', 'like', `${prefix}%`)
    .where('name', '<', `${prefix}${before}`)
    .execute();
}

/** The newest alert id (made before `createdBefore`); 0 without alerts. */
export async function lastAlertId(
  db: Db,
  createdBefore?: string,
): Promise<number> {
  const row = await db
    .selectFrom('alerts')
    .select((eb) => eb.fn.max('id').as('id'))
    .$if(createdBefore !== undefined, (query) =>
      query.where('created_at', '<', createdBefore!),
    )
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}
