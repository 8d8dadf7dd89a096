import { useCallback, useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Form, FormAlert } from '../../../components/ui/form';
import { FormTextField } from '../../../components/ui/form-text-field';
import { useSavedSearchNameForm } from '../hooks/use-saved-search-name-form';
import { nameErrorsOf } from '../utils/name-errors';

export interface SavedSearchNameDialogProps {
  title: string;
  submitLabel: string;
  initialName?: string;
  description?: ReactNode;
  /** Sends the name; a rejection keeps the dialog open with its messages. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

function nameFormErrorsOf(error: unknown) {
  const { field, form } = nameErrorsOf(error);
  return { fields: { searchName: field }, form };
}

/**
 * A name in a dialog (save, rename). Enter submits; a refused name keeps
 * what was typed and shows the server's words by the field (STYLE §4).
 */
export function SavedSearchNameDialog(props: SavedSearchNameDialogProps) {
  const { title, submitLabel, description, onSubmit, onClose } = props;
  const titleId = useId();
  const form = useSavedSearchNameForm(props.initialName ?? '');
  const { isSubmitting } = form.formState;
  // The dialog has one job: the cursor starts in its name field (a ref
  // callback, as the field mounts after the dialog, in its portal).
  const focusOnMount = useCallback(
    (input: HTMLInputElement | null) => input?.focus(),
    [],
  );

  const handleSubmit = async ({ searchName }: { searchName: string }) => {
    await onSubmit(searchName);
    onClose();
  };

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
    >
      <Form form={form} onSubmit={handleSubmit} errorsOf={nameFormErrorsOf}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {description && (
            <Typography sx={{ color: 'text.secondary' }}>
              {description}
            </Typography>
          )}
          <FormAlert />
          <FormTextField
            name="searchName"
            inputRef={focusOnMount}
            fullWidth
            label="Name"
            helperText=" "
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
      </Form>
    </Dialog>
  );
}
