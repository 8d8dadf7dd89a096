import {
  useCallback,
  useId,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { checkName, nameErrorsOf, type NameErrors } from '../utils/name-errors';

export interface SavedSearchNameDialogProps {
  title: string;
  submitLabel: string;
  initialName?: string;
  description?: ReactNode;
  /** Sends the name; a rejection keeps the dialog open with its messages. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A name in a dialog (save, rename). Enter submits; a refused name keeps
 * what was typed and shows the server's words by the field (STYLE §4).
 */
export function SavedSearchNameDialog(props: SavedSearchNameDialogProps) {
  const { title, submitLabel, description, onSubmit, onClose } = props;
  const titleId = useId();
  const [name, setName] = useState(props.initialName ?? '');
  const [errors, setErrors] = useState<NameErrors>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  // The dialog has one job: the cursor starts in its name field (a ref
  // callback, as the field mounts after the dialog, in its portal).
  const focusOnMount = useCallback(
    (input: HTMLInputElement | null) => input?.focus(),
    [],
  );

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // React bubbles events out of the dialog's portal: not to a search form.
    event.stopPropagation();
    if (isSubmitting) return;
    const checked = checkName(name);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setIsSubmitting(true);
    setErrors({});
    try {
      await onSubmit(checked.name);
      onClose();
    } catch (error) {
      setErrors(nameErrorsOf(error));
      setIsSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {description && (
            <Typography sx={{ color: 'text.secondary' }}>
              {description}
            </Typography>
          )}
          {errors.form && (
            <Alert severity="error" role="alert">
              {errors.form}
            </Alert>
          )}
          <TextField
            inputRef={focusOnMount}
            fullWidth
            label="Name"
            name="searchName"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setErrors({});
            }}
            error={errors.field !== undefined}
            helperText={errors.field ?? ' '}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
