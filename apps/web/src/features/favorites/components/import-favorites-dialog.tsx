import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FavoritesImportResult, Module } from '@edge/contracts';
import { useImportFavorites } from '../api/import-favorites';
import { ImportFileChooser } from './import-file-chooser';
import { ImportResult } from './import-result';

interface ImportFavoritesDialogProps {
  module: Module;
  onClose: () => void;
}

/**
 * Upload a CSV or XLSX, then the result. A refused file shows the server's
 * message here and keeps the dialog open with the file chosen (STYLE §4).
 */
export function ImportFavoritesDialog({
  module,
  onClose,
}: ImportFavoritesDialogProps) {
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<FavoritesImportResult | null>(null);
  const upload = useImportFavorites(module);
  const handleChoose = (chosen: File | null) => {
    setFile(chosen);
    upload.reset();
  };
  const handleAnother = () => {
    handleChoose(null);
    setResult(null);
  };
  const choosing = (
    <>
      <Button onClick={onClose} disabled={upload.isPending}>
        Cancel
      </Button>
      <Button
        variant="contained"
        disabled={!file}
        loading={upload.isPending}
        onClick={() => file && upload.mutate(file, { onSuccess: setResult })}
      >
        Import
      </Button>
    </>
  );
  return (
    <Dialog
      open
      onClose={upload.isPending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {result ? 'Import finished' : 'Import favorites'}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {result ? (
          <ImportResult result={result} module={module} />
        ) : (
          <ImportFileChooser
            module={module}
            file={file}
            onChoose={handleChoose}
            isDisabled={upload.isPending}
            error={upload.isError ? upload.error.message : null}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {result ? (
          <>
            <Button onClick={handleAnother}>Import another file</Button>
            <Button variant="contained" onClick={onClose}>
              Done
            </Button>
          </>
        ) : (
          choosing
        )}
      </DialogActions>
    </Dialog>
  );
}
