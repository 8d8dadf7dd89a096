import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  EXPORT_MAX_ROWS,
  formatCount,
  type ColumnSet,
  type Module,
} from '@edge/contracts';
import { getFieldErrors } from '../../../lib/api-error';
import {
  useCreateResultsExport,
  type ResultsExportInput,
} from '../api/create-export';
import { ColumnSetField } from './column-set-field';

interface ExportResultsDialogProps {
  module: Module;
  /** How many companies the search matches (the rows to write). */
  total: number;
  /** The table's visible columns, in order, with their labels. */
  columns: readonly { key: string; label: string }[];
  request: Omit<ResultsExportInput, 'format' | 'shown' | 'columns'>;
  onClose: () => void;
  /** After the export was accepted (the job runs on the server). */
  onStarted: () => void;
}

const FORMATS = [
  {
    value: 'csv',
    label: 'CSV (.csv)',
    hint: 'Opens anywhere: Excel, Google Sheets, Numbers.',
  },
  {
    value: 'xlsx',
    label: 'Excel workbook (.xlsx)',
    hint: 'One sheet, with a header row kept in view.',
  },
] as const;

/** Chooses the file format and starts a results export. */
export function ExportResultsDialog({
  module,
  total,
  columns,
  request,
  onClose,
  onStarted,
}: ExportResultsDialogProps) {
  const [format, setFormat] = useState<ResultsExportInput['format']>('csv');
  const [columnSet, setColumnSet] = useState<ColumnSet>('shown');
  // A CRM import is a zip of CSV files.
  const isCrm = columnSet === 'crm';
  const create = useCreateResultsExport(module);
  const isTooMany = total > EXPORT_MAX_ROWS;
  const fieldErrors = Object.values(getFieldErrors(create.error));
  const errorText =
    create.error &&
    (fieldErrors.length > 0 ? fieldErrors.join(' ') : create.error.message);
  const submit = () =>
    create.mutate(
      {
        ...request,
        format: isCrm ? 'csv' : format,
        columns: columnSet,
        shown: columns.map((c) => c.key),
      },
      { onSuccess: onStarted },
    );
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="export-results-title"
    >
      <DialogTitle id="export-results-title">Export results</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <Typography>
            {isTooMany
              ? `This search matches ${formatCount(total)} companies; at most ${formatCount(EXPORT_MAX_ROWS)} can be exported at once. Narrow the search to export it.`
              : `${formatCount(total)} ${total === 1 ? 'company' : 'companies'} will be written, in the order of the table.`}
          </Typography>
          <FormControl>
            <FormLabel id="export-format-label">Format</FormLabel>
            <RadioGroup
              aria-labelledby="export-format-label"
              value={isCrm ? 'csv' : format}
              onChange={(event) =>
                setFormat(event.target.value as ResultsExportInput['format'])
              }
            >
              {FORMATS.map((option) => (
                <FormControlLabel
                  key={option.value}
                  value={option.value}
                  control={<Radio />}
                  disabled={isCrm && option.value !== 'csv'}
                  label={
                    <span>
                      {option.label}
                      <Typography
                        component="span"
                        variant="body2"
                        sx={{ color: 'text.secondary', ml: 1 }}
                      >
                        {option.hint}
                      </Typography>
                    </span>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
          <ColumnSetField
            value={columnSet}
            onChange={setColumnSet}
            shownLabels={columns.map((c) => c.label)}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            The file is prepared in the background. Follow it in Export History;
            we also e-mail you a link. Files are kept for 48 hours.
          </Typography>
          {errorText && <Alert severity="error">{errorText}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={isTooMany || total === 0 || create.isPending}
        >
          {create.isPending ? 'Starting…' : 'Export'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
