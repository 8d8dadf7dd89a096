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
  type ContactRole,
  type Module,
} from '@edge/contracts';
import { getFieldErrors } from '../../../lib/api-error';
import {
  useCreateTableExport,
  type TableExportInput,
  type TableExportTarget,
} from '../api/create-export';
import { ColumnSetField } from './column-set-field';
import { useContactRolesChoice } from '../hooks/use-contact-roles-choice';
import { CrmContactsField } from './crm-contacts-field';
import { ExportRowsChoice } from './export-rows-choice';

interface ExportResultsDialogProps {
  module: Module;
  /** How many companies the search or favorites list holds. */
  total: number;
  /** The companies the user ticked; none when nothing is. */
  ticked: readonly string[];
  /** The results table's visible columns, in order, with their labels. */
  columns: readonly { key: string; label: string }[];
  request: TableExportTarget;
  /** The roles chosen in the results' Contacts view, if any. */
  contactRoles?: readonly ContactRole[] | undefined;
  onClose: () => void;
  /** After the export was accepted (the job runs on the server). */
  onStarted: () => void;
}

const NO_ROLES: readonly ContactRole[] = [];

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

function rowsText(kind: TableExportTarget['kind'], rows: number) {
  const what =
    kind === 'favorites'
      ? rows === 1
        ? 'favorite'
        : 'favorites'
      : rows === 1
        ? 'company'
        : 'companies';
  const order = kind === 'favorites' ? 'the list' : 'the table';
  return `${formatCount(rows)} ${what} will be written, in the order of ${order}.`;
}

function tooManyText(kind: TableExportTarget['kind'], rows: number) {
  const most = `at most ${formatCount(EXPORT_MAX_ROWS)} can be exported at once`;
  return kind === 'favorites'
    ? `You have ${formatCount(rows)} favorites here; ${most}. Tick the ones to export.`
    : `This search matches ${formatCount(rows)} companies; ${most}. Narrow the search or tick the rows to export.`;
}

/**
 * Chooses the rows (all or the ticked ones) and the file format, and
 * starts the export of a search's results or of the favorites.
 */
export function ExportResultsDialog({
  module,
  total,
  ticked,
  columns,
  request,
  contactRoles = NO_ROLES,
  onClose,
  onStarted,
}: ExportResultsDialogProps) {
  const [format, setFormat] = useState<TableExportInput['format']>('csv');
  const [columnSet, setColumnSet] = useState<ColumnSet>('shown');
  // A CRM import is a zip of CSV files.
  const isCrm = columnSet === 'crm';
  const roles = useContactRolesChoice(contactRoles);
  const [isTickedOnly, setIsTickedOnly] = useState(ticked.length > 0);
  const create = useCreateTableExport(module);
  const rows = isTickedOnly ? ticked.length : total;
  const isTooMany = rows > EXPORT_MAX_ROWS;
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
        ...(isTickedOnly ? { muns: ticked } : {}),
        // Only a CRM import has contacts to choose by role.
        ...(isCrm && roles.contactRoles
          ? { contactRoles: roles.contactRoles }
          : {}),
      },
      { onSuccess: onStarted },
    );
  const title =
    request.kind === 'favorites' ? 'Export favorites' : 'Export results';
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="export-results-title"
    >
      <DialogTitle id="export-results-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <ExportRowsChoice
            kind={request.kind}
            total={total}
            ticked={ticked.length}
            isTickedOnly={isTickedOnly}
            onChange={setIsTickedOnly}
          />
          <Typography>
            {isTooMany
              ? tooManyText(request.kind, rows)
              : rowsText(request.kind, rows)}
          </Typography>
          <FormControl>
            <FormLabel id="export-format-label">Format</FormLabel>
            <RadioGroup
              aria-labelledby="export-format-label"
              value={isCrm ? 'csv' : format}
              onChange={(event) =>
                setFormat(event.target.value as TableExportInput['format'])
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
          {isCrm && (
            <CrmContactsField value={roles.choice} onChange={roles.setChoice} />
          )}
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
          disabled={
            isTooMany ||
            rows === 0 ||
            (isCrm && roles.isMissingRoles) ||
            create.isPending
          }
        >
          {create.isPending ? 'Starting…' : 'Export'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
