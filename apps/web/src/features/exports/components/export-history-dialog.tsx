import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Module } from '@edge/contracts';
import { useExportHistory } from '../api/get-export-history';
import { ExportHistoryTable } from './export-history-table';

export const EXPORT_HISTORY_TITLE = 'View Export History (Past 48 Hours)';
export const EXPORT_HISTORY_EMPTY = 'There is no export history information.';

interface ExportHistoryDialogProps {
  isOpen: boolean;
  module: Module;
  onClose: () => void;
}

function DialogBody({ module, isOpen }: { module: Module; isOpen: boolean }) {
  const { data, isPending, isError, error, refetch } = useExportHistory(
    module,
    isOpen,
  );
  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress
          aria-label="Loading export history"
          color="secondary"
        />
      </Box>
    );
  }
  if (isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        {error.message}
      </Alert>
    );
  }
  if (data.length === 0) {
    return (
      <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
        {EXPORT_HISTORY_EMPTY}
      </Typography>
    );
  }
  return <ExportHistoryTable rows={data} />;
}

/** SPEC §2: the user's exports of the past 48 hours. */
export function ExportHistoryDialog({
  isOpen,
  module,
  onClose,
}: ExportHistoryDialogProps) {
  return (
    <Dialog
      open={isOpen}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="export-history-title"
    >
      <DialogTitle id="export-history-title">
        {EXPORT_HISTORY_TITLE}
      </DialogTitle>
      <DialogContent dividers>
        {isOpen && <DialogBody module={module} isOpen={isOpen} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
