import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ConfirmActionDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  isDanger?: boolean;
  isPending: boolean;
  error: Error | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a change to a user; stays open, with the error, on failure. */
export function ConfirmActionDialog(props: ConfirmActionDialogProps) {
  const titleId = useId();
  const { isPending, onClose } = props;
  return (
    <Dialog
      open
      onClose={isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{props.children}</DialogContentText>
        {props.error && (
          <Alert severity="error" role="alert">
            {props.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={props.isDanger ? 'error' : 'primary'}
          loading={isPending}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
