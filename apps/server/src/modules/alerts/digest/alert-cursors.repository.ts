import type { Db } from '../../../db/database';

// alert_cursors: how far the digests have gone, by name; and the newest
// alert they may reach.

/** A cursor of alert_cursors, or undefined before its first write. */
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

export async function writeCursor(
  db: Db,
  name: string,
  value: string,
  at: string,
): Promise<void> {
  await db
    .insertInto('alert_cursors')
    .values({ name, value, updated_at: at })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({ value, updated_at: at }),
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

/** The newest alert id; 0 without alerts. */
export async function lastAlertId(db: Db, createdBefore?: string) {
  const row = await db
    .selectFrom('alerts')
    .select((eb) => eb.fn.max('id').as('id'))
    .$if(createdBefore !== undefined, (query) =>
      query.where('created_at', '<', createdBefore!),
    )
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}
