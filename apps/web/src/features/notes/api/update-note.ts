import { useMutation, useQueryClient } from '@tanstack/react-query';
import { noteSchema, type Note, type NoteList } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { showSnackbar } from '../../../lib/snackbar';
import { NOTE_SNACKBAR_MS } from '../utils/note-texts';
import { noteKeys } from './note-keys';

export interface UpdateNoteInput {
  id: number;
  text: string;
}

/** PUT /api/v1/notes/{id}: new text for one of the user's notes. */
export function updateNote({ id, text }: UpdateNoteInput): Promise<Note> {
  return apiClient.put(`/api/v1/notes/${id}`, {
    body: { json: { text } },
    schema: noteSchema,
  });
}

export function useUpdateNote(muns: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNote,
    meta: { errorHandling: 'screen' },
    onSuccess: async (saved) => {
      queryClient.setQueryData<NoteList>(
        noteKeys.list(muns),
        (list) =>
          list && {
            ...list,
            notes: list.notes.map((n) => (n.id === saved.id ? saved : n)),
          },
      );
      showSnackbar({
        message: 'Note saved.',
        severity: 'success',
        durationMs: NOTE_SNACKBAR_MS,
      });
      await queryClient.invalidateQueries({ queryKey: noteKeys.list(muns) });
    },
  });
}
