import type { Generated, Insertable, Selectable } from 'kysely';

/** notes: a user's own, private note on a company. */
export interface NotesTable {
  id: Generated<number>;
  user_id: number;
  muns: string;
  // Trimmed, 1 to 4,000 characters.
  text: string;
  created_at: string;
  updated_at: string;
}
export type NoteRow = Selectable<NotesTable>;
export type NewNoteRow = Insertable<NotesTable>;
