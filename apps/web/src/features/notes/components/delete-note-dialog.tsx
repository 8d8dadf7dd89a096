import type { Note } from '@edge/contracts';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { useDeleteNote } from '../api/delete-note';

interface DeleteNoteDialogProps {
  note: Note;
  onClose: () => void;
}

// A note's first words, to say which one goes.
const excerpt = (text: string) =>
  text.length > 80 ? `${text.slice(0, 80).trimEnd()}…` : text;

export function DeleteNoteDialog({ note, onClose }: DeleteNoteDialogProps) {
  const remove = useDeleteNote(note.muns);
  return (
    <ConfirmDeleteDialog
      title="Delete note?"
      confirmLabel="Delete"
      isPending={remove.isPending}
      error={remove.error}
      onConfirm={() => remove.mutate(note.id, { onSuccess: onClose })}
      onClose={onClose}
    >
      ‘{excerpt(note.text)}’ will be deleted. This cannot be undone.
    </ConfirmDeleteDialog>
  );
}
