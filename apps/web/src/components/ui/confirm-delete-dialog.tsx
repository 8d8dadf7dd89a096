import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ConfirmDeleteDialogProps {
  /** The question: 'Delete note?'. */
  title: string;
  /** What goes, in words. */
  children: ReactNode;
  /** The red button: 'Delete'. */
  confirmLabel: string;
  /** The deletion is on its way: the dialog cannot be closed. */
  isPending: boolean;
  /** A failure to show in the dialog; left out, it shows elsewhere. */
  error?: Error | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something is deleted; stays open until it is gone. */
export function ConfirmDeleteDialog({
  title,
  children,
  confirmLabel,
  isPending,
  error,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{children}</DialogContentText>
        {error && (
          <Alert severity="error" role="alert">
            {error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          loading={isPending}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
