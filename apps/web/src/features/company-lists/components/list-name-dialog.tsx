import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import {
  companyListNameBodySchema,
  ERROR_TEXTS,
  type CompanyList,
  type CompanyListNameBody,
  type Module,
} from '@edge/contracts';
import {
  Form,
  FormAlert,
  useZodForm,
  type FormErrors,
} from '../../../components/ui/form';
import { FormTextField } from '../../../components/ui/form-text-field';
import { useFocusOnMount } from '../../../hooks/use-focus-on-mount';
import { isApiError } from '../../../lib/api-error';
import { useSaveList } from '../api/change-lists';

// A name already taken is the name field's error; others above the form.
function nameErrors(error: unknown): FormErrors<CompanyListNameBody> {
  if (!isApiError(error)) return { form: ERROR_TEXTS.FAILED_FETCH };
  if (error.statusCode === 409 || error.statusCode === 400) {
    return { fields: { name: error.message } };
  }
  return { form: error.message };
}

interface ListNameDialogProps {
  module: Module;
  /** The list to rename; left out, a new list is created. */
  list?: CompanyList;
  onSaved?: (list: CompanyList) => void;
  onClose: () => void;
}

/** Creates a list, or renames one. */
export function ListNameDialog({
  module,
  list,
  onSaved,
  onClose,
}: ListNameDialogProps) {
  const titleId = useId();
  const focusOnMount = useFocusOnMount();
  const save = useSaveList(module);
  const form = useZodForm(companyListNameBodySchema, {
    name: list?.name ?? '',
  });
  const { isSubmitting } = form.formState;
  const handleSubmit = async ({ name }: CompanyListNameBody) => {
    const saved = await save.mutateAsync({ name, id: list?.id });
    onSaved?.(saved);
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
        errorsOf={nameErrors}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>
          {list ? 'Rename list' : 'New list'}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <FormAlert />
          <FormTextField
            name="name"
            label="List name"
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
            {list ? 'Rename' : 'Create'}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
