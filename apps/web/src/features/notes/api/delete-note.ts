import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoteList } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { showSnackbar } from '../../../lib/snackbar';
import { NOTE_SNACKBAR_MS } from '../utils/note-texts';
import { noteKeys } from './note-keys';

/** DELETE /api/v1/notes/{id} answers 204. */
export function deleteNote(id: number): Promise<void> {
  return apiClient.delete(`/api/v1/notes/${id}`);
}

export function useDeleteNote(muns: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNote,
    // The confirmation shows the failure and stays open.
    meta: { errorHandling: 'screen' },
    onSuccess: async (_, id) => {
      queryClient.setQueryData<NoteList>(
        noteKeys.list(muns),
        (list) =>
          list && {
            count: list.count - 1,
            notes: list.notes.filter((n) => n.id !== id),
          },
      );
      showSnackbar({
        message: 'Note deleted.',
        severity: 'success',
        durationMs: NOTE_SNACKBAR_MS,
      });
      await queryClient.invalidateQueries({ queryKey: noteKeys.list(muns) });
    },
  });
}
