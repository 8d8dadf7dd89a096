import { useId, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { FAVORITES_IMPORT_ACCEPT, type Module } from '@edge/contracts';
import { VISUALLY_HIDDEN } from '../../../components/ui/visually-hidden';
import { MODULE_LABELS } from '../../../utils/route-module';

interface ImportFileChooserProps {
  module: Module;
  file: File | null;
  onChoose: (file: File | null) => void;
  isDisabled: boolean;
  /** Why the server refused the last file, in its words. */
  error: string | null;
}

/** What an import file holds, and the file picker. */
export function ImportFileChooser(props: ImportFileChooserProps) {
  const { module, file, isDisabled, error } = props;
  const inputId = useId();
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    props.onChoose(event.target.files?.[0] ?? null);
    // The same file, corrected and chosen again, is a change too.
    event.target.value = '';
  };
  return (
    <>
      <Typography sx={{ color: 'text.secondary' }}>
        Add companies to your {MODULE_LABELS[module]} favorites from a CSV or
        Excel (.xlsx) file with a header row. Each row is matched by its MUNS,
        its EIN, or its company name and address (with city, state or ZIP code).
        Up to 5,000 rows and 5 MB.
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={isDisabled}
        >
          Choose file
        </Button>
        <input
          id={inputId}
          type="file"
          accept={FAVORITES_IMPORT_ACCEPT}
          aria-label="File to import"
          onChange={handleChange}
          disabled={isDisabled}
          style={VISUALLY_HIDDEN}
        />
        <Typography
          aria-live="polite"
          sx={{
            color: file ? 'text.primary' : 'text.secondary',
            overflowWrap: 'anywhere',
          }}
        >
          {file ? file.name : 'No file chosen'}
        </Typography>
      </Box>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </>
  );
}
