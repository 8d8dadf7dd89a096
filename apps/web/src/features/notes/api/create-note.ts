import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noteSchema, type Note, type NoteList } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { showSnackbar } from '../../../lib/snackbar';
import { NOTE_SNACKBAR_MS } from '../utils/note-texts';
import { noteKeys } from './note-keys';

/** POST /api/v1/companies/{muns}/notes answers 201 with the note. */
export function createNote(muns: string, text: string): Promise<Note> {
  return apiClient.post(`/api/v1/companies/${encodeURIComponent(muns)}/notes`, {
    body: { json: { text } },
    schema: noteSchema,
  });
}

export function useCreateNote(muns: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => createNote(muns, text),
    // The form shows the failure by its field and keeps the text.
    meta: { errorHandling: 'screen' },
    onSuccess: async (note) => {
      // On top of the list at once, newest first.
      queryClient.setQueryData<NoteList>(
        noteKeys.list(muns),
        (list) =>
          list && { count: list.count + 1, notes: [note, ...list.notes] },
      );
      showSnackbar({
        message: 'Note added.',
        severity: 'success',
        durationMs: NOTE_SNACKBAR_MS,
      });
      await queryClient.invalidateQueries({ queryKey: noteKeys.list(muns) });
    },
  });
}
