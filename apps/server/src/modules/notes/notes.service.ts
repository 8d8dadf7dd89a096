import {
  NOTES_PER_USER_MAX,
  type Note,
  type NoteList,
  type ProductsMap,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import { lockUserRow } from '../../db/lock-user-row';
import { nowIso } from '../../shared/time';
import { findUserDisplayName } from '../auth/index';
import { requireCompany } from '../companies/index';
import { NoteError } from './notes.errors';
import {
  countUserNotes,
  deleteUserNote,
  findUserNote,
  insertNote,
  listCompanyNotes,
  updateUserNote,
} from './notes.repository';
import type { NoteRow } from './notes.table';

/** The signed-in user as the note rules need them. */
export interface NotesUser {
  userId: number;
  products: ProductsMap;
}

const notFound = () => new NoteError('NOTE_NOT_FOUND');

// Notes are private: their author is always the signed-in user.
async function authorOf(db: Db, user: NotesUser): Promise<string> {
  return (await findUserDisplayName(db, user.userId)) ?? '';
}

const toNote = (row: NoteRow, author: string): Note => ({
  id: row.id,
  muns: row.muns,
  text: row.text,
  author,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

// A note is about a company the user may see in one of their modules.
async function ownNote(db: Db, user: NotesUser, id: number): Promise<NoteRow> {
  const row = await findUserNote(db, user.userId, id);
  if (!row) throw notFound();
  await requireCompany(db, user, row.muns, 'any');
  return row;
}

/** GET /api/v1/companies/:muns/notes: the user's own, newest first. */
export async function getCompanyNotes(
  db: Db,
  user: NotesUser,
  muns: string,
): Promise<NoteList> {
  const company = await requireCompany(db, user, muns, 'any');
  const rows = await listCompanyNotes(db, user.userId, company.muns);
  const author = await authorOf(db, user);
  return { count: rows.length, notes: rows.map((row) => toNote(row, author)) };
}

/**
 * POST /api/v1/companies/:muns/notes. The count and the insert share one
 * transaction that holds the user's row, so parallel creates cannot pass
 * NOTES_PER_USER_MAX.
 */
export async function addCompanyNote(
  db: Db,
  user: NotesUser,
  muns: string,
  body: { text: string },
): Promise<Note> {
  const company = await requireCompany(db, user, muns, 'any');
  const row = await db.transaction().execute(async (trx) => {
    await lockUserRow(trx, user.userId);
    if ((await countUserNotes(trx, user.userId)) >= NOTES_PER_USER_MAX) {
      throw new NoteError('NOTE_LIMIT_REACHED');
    }
    const now = nowIso();
    return insertNote(trx, {
      user_id: user.userId,
      muns: company.muns,
      text: body.text,
      created_at: now,
      updated_at: now,
    });
  });
  return toNote(row, await authorOf(db, user));
}

/** PUT /api/v1/notes/:id: new text. */
export async function updateNote(
  db: Db,
  user: NotesUser,
  id: number,
  body: { text: string },
): Promise<Note> {
  await ownNote(db, user, id);
  const updated = await updateUserNote(db, user.userId, id, {
    text: body.text,
    updated_at: nowIso(),
  });
  if (!updated) throw notFound();
  return toNote(updated, await authorOf(db, user));
}

/** DELETE /api/v1/notes/:id. */
export async function deleteNote(
  db: Db,
  user: NotesUser,
  id: number,
): Promise<void> {
  await ownNote(db, user, id);
  if (!(await deleteUserNote(db, user.userId, id))) throw notFound();
}
