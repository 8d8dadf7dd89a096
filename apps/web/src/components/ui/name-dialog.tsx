import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import { useFocusOnMount } from '../../hooks/use-focus-on-mount';
import { Form, FormAlert, useZodForm, type FormErrors } from './form';
import { FormTextField } from './form-text-field';

/** A name as the contracts check it: trimmed, with their messages. */
type NameSchema = z.ZodType<{ name: string }, { name: string }>;

interface NameDialogProps {
  /** 'New group', 'Rename list'. */
  title: string;
  /** The field's label: 'Group name'. */
  label: string;
  /** The button: 'Create', 'Rename'. */
  submitLabel: string;
  /** A line above the field: what the name is for. */
  description?: ReactNode;
  schema: NameSchema;
  defaultName: string;
  /** Saves the name; a rejection keeps the dialog open with its reason. */
  onSubmit: (name: string) => Promise<unknown>;
  errorsOf?: (error: unknown) => FormErrors<{ name: string }>;
  onClose: () => void;
}

/** Names something new, or renames it: one field, checked, then saved. */
export function NameDialog(props: NameDialogProps) {
  const { onClose } = props;
  const titleId = useId();
  const focusOnMount = useFocusOnMount();
  const form = useZodForm(props.schema, { name: props.defaultName });
  const { isSubmitting } = form.formState;
  const handleSubmit = async ({ name }: { name: string }) => {
    await props.onSubmit(name);
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
      <Form
        form={form}
        onSubmit={handleSubmit}
        errorsOf={props.errorsOf}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {props.description && (
            <Typography sx={{ color: 'text.secondary' }}>
              {props.description}
            </Typography>
          )}
          <FormAlert />
          <FormTextField
            name="name"
            label={props.label}
            inputRef={focusOnMount}
            fullWidth
            helperText=" "
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
