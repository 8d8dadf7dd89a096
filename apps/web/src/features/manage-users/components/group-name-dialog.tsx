import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import {
  groupBodySchema,
  type GroupBody,
  type UserGroup,
} from '@edge/contracts';
import { Form, FormAlert, useZodForm } from '../../../components/ui/form';
import { FormTextField } from '../../../components/ui/form-text-field';
import { useSaveGroup } from '../api/save-group';
import { useFocusOnMount } from '../../../hooks/use-focus-on-mount';
import { accountFormErrors } from './account-errors';

interface GroupNameDialogProps {
  accountId: number;
  // The group to rename; left out, a new group is created.
  group?: UserGroup;
  onClose: () => void;
}

/** Creates a group, or renames one. */
export function GroupNameDialog({
  accountId,
  group,
  onClose,
}: GroupNameDialogProps) {
  const titleId = useId();
  const focusOnMount = useFocusOnMount();
  const save = useSaveGroup(accountId);
  const form = useZodForm(groupBodySchema, { name: group?.name ?? '' });
  const { isSubmitting } = form.formState;
  const handleSubmit = async ({ name }: GroupBody) => {
    await save.mutateAsync({ name, groupId: group?.id });
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
        errorsOf={accountFormErrors<GroupBody>}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>
          {group ? 'Rename group' : 'New group'}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <FormAlert />
          <FormTextField
            name="name"
            label="Group name"
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
            {group ? 'Rename' : 'Create'}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
