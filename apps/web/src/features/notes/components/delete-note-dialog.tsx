import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Note } from '@edge/contracts';
import { useDeleteNote } from '../api/delete-note';

interface DeleteNoteDialogProps {
  note: Note;
  onClose: () => void;
}

// A note's first words, to say which one goes.
const excerpt = (text: string) =>
  text.length > 80 ? `${text.slice(0, 80).trimEnd()}…` : text;

export function DeleteNoteDialog({ note, onClose }: DeleteNoteDialogProps) {
  const titleId = useId();
  const remove = useDeleteNote(note.muns);
  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Delete note?</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          ‘{excerpt(note.text)}’ will be deleted. This cannot be undone.
        </DialogContentText>
        {remove.isError && (
          <Alert severity="error" role="alert">
            {remove.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          loading={remove.isPending}
          onClick={() => remove.mutate(note.id, { onSuccess: onClose })}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
