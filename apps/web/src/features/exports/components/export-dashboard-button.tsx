import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import type { Module } from '@edge/contracts';
import { getFieldErrors } from '../../../lib/api-error';
import { useCreateDashboardExport } from '../api/create-dashboard-export';
import { ExportHistoryDialog } from './export-history-dialog';

interface ExportDashboardButtonProps {
  module: Module;
  muns: string;
}

const ERROR_TITLE_ID = 'dashboard-pdf-error-title';

/**
 * 'Dashboard PDF' on the company dashboard (shown to the users who see
 * Export History): starts the export, then Export History to follow it.
 */
export function ExportDashboardButton({
  module,
  muns,
}: ExportDashboardButtonProps) {
  const [isHistoryOpen, setHistoryOpen] = useState(false);
  const create = useCreateDashboardExport(module);
  const start = () =>
    create.mutate(muns, { onSuccess: () => setHistoryOpen(true) });
  const fieldErrors = Object.values(getFieldErrors(create.error));
  const errorText =
    create.error &&
    (fieldErrors.length > 0 ? fieldErrors.join(' ') : create.error.message);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<PictureAsPdfOutlinedIcon />}
        disabled={create.isPending}
        aria-busy={create.isPending}
        onClick={start}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {create.isPending ? 'Starting…' : 'Dashboard PDF'}
      </Button>
      <Dialog
        open={Boolean(errorText)}
        onClose={() => create.reset()}
        aria-labelledby={ERROR_TITLE_ID}
      >
        <DialogTitle id={ERROR_TITLE_ID}>
          The Dashboard PDF was not started
        </DialogTitle>
        <DialogContent>
          <Alert severity="error">{errorText}</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => create.reset()}>Close</Button>
          <Button variant="contained" onClick={start}>
            Try again
          </Button>
        </DialogActions>
      </Dialog>
      <ExportHistoryDialog
        isOpen={isHistoryOpen}
        module={module}
        onClose={() => setHistoryOpen(false)}
      />
    </>
  );
}
