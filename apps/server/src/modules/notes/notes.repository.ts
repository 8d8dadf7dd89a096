import type { Db } from '../../db/database';
import type { NewNoteRow, NoteRow } from './notes.table';

/** The user's notes on a company, newest first. */
export function listCompanyNotes(
  db: Db,
  userId: number,
  muns: string,
): Promise<NoteRow[]> {
  return db
    .selectFrom('notes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('muns', '=', muns)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One note, only when it is the user's. */
export function findUserNote(
  db: Db,
  userId: number,
  id: number,
): Promise<NoteRow | undefined> {
  return db
    .selectFrom('notes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** How many notes the user keeps, on every company. */
export async function countUserNotes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notes')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function insertNote(db: Db, row: NewNoteRow): Promise<NoteRow> {
  return db
    .insertInto('notes')
    .values(row)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Changes the user's note; undefined when it is not theirs. */
export function updateUserNote(
  db: Db,
  userId: number,
  id: number,
  changes: Pick<NoteRow, 'text' | 'updated_at'>,
): Promise<NoteRow | undefined> {
  return db
    .updateTable('notes')
    .set(changes)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the user's note; false when it is not theirs. */
export async function deleteUserNote(
  db: Db,
  userId: number,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('notes')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
