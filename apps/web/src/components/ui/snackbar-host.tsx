import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import {
  snackbarStore,
  useSnackbarQueue,
  type SnackbarStore,
} from '../../lib/snackbar';

/** Shows the snackbar queue one at a time, at the bottom (SPEC §8). */
export function SnackbarHost({
  store = snackbarStore,
}: {
  store?: SnackbarStore;
}) {
  const queue = useSnackbarQueue(store);
  const current = queue[0];
  const [closingId, setClosingId] = useState<number | null>(null);
  if (!current) return null;
  const isOpen = closingId !== current.id;
  const handleClose = (_event?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setClosingId(current.id);
  };
  return (
    <Snackbar
      key={current.id}
      open={isOpen}
      autoHideDuration={current.durationMs}
      onClose={handleClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ transition: { onExited: () => store.dismiss(current.id) } }}
    >
      <Alert
        severity={current.severity}
        variant="filled"
        onClose={handleClose}
        sx={{ minWidth: 320, maxWidth: 560 }}
      >
        {current.message}
      </Alert>
    </Snackbar>
  );
}
