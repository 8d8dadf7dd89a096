import { z } from 'zod';

/** Longest note, after trimming. */
export const NOTE_TEXT_MAX = 4000;

/**
 * Most notes one user keeps, all companies together: far above a broker's
 * real use, it bounds what one account can store.
 */
export const NOTES_PER_USER_MAX = 10_000;

/** A note as typed: trimmed, 1 to 4,000 characters. */
export const noteTextSchema = z
  .string({ error: 'Write the note first.' })
  .trim()
  .min(1, 'Write the note first.')
  .max(
    NOTE_TEXT_MAX,
    `A note has at most ${NOTE_TEXT_MAX.toLocaleString('en-US')} characters.`,
  );

/** POST /api/v1/companies/{muns}/notes and PUT /api/v1/notes/{id} body. */
export const noteBodySchema = z.object({ text: noteTextSchema });
export type NoteBody = z.input<typeof noteBodySchema>;

/** Path of PUT and DELETE /api/v1/notes/{id}. */
export const noteParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'A note id is a positive whole number.' })
    .int()
    .positive(),
});

/**
 * A user's own note on a company. Notes are private: `author` is the
 * signed-in user's name, shown beside the note.
 */
export const noteSchema = z.object({
  id: z.number().int(),
  muns: z.string(),
  text: z.string(),
  author: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

/** GET /api/v1/companies/{muns}/notes: the user's notes, newest first. */
export const noteListSchema = z.object({
  count: z.number().int(),
  notes: z.array(noteSchema),
});
export type NoteList = z.infer<typeof noteListSchema>;
