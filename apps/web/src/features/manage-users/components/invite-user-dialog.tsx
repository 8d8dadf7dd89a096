import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  inviteUserBodySchema,
  type InviteUserBody,
  type ProductsMap,
  type UserGroup,
} from '@edge/contracts';
import { Form, FormAlert, useZodForm } from '../../../components/ui/form';
import { FormTextField } from '../../../components/ui/form-text-field';
import { useInviteUser } from '../api/invite-user';
import { useFocusOnMount } from '../../../hooks/use-focus-on-mount';
import { accountFormErrors } from './account-errors';
import { GroupsField } from './groups-field';
import { ProductsField } from './products-field';

interface InviteUserDialogProps {
  accountId: number;
  bought: ProductsMap;
  groups: UserGroup[];
  onClose: () => void;
}

/** Invites a person by e-mail: they get a link to choose their password. */
export function InviteUserDialog({
  accountId,
  bought,
  groups,
  onClose,
}: InviteUserDialogProps) {
  const titleId = useId();
  const focusOnMount = useFocusOnMount();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const invite = useInviteUser(accountId);
  const form = useZodForm(inviteUserBodySchema, {
    username: '',
    email: '',
    first_name: '',
    last_name: '',
    products: {},
    group_ids: [],
  });
  const { isSubmitting } = form.formState;
  const handleSubmit = async (body: InviteUserBody) => {
    await invite.mutateAsync(body);
    onClose();
  };
  return (
    <Dialog
      open
      fullScreen={isPhone}
      onClose={isSubmitting ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <Form
        form={form}
        onSubmit={handleSubmit}
        errorsOf={accountFormErrors<InviteUserBody>}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>Invite user</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            They receive an e-mail with a link to choose their password. The
            link works once, for 7 days.
          </DialogContentText>
          <FormAlert />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              pt: 1,
            }}
          >
            <FormTextField
              name="first_name"
              label="First name"
              inputRef={focusOnMount}
            />
            <FormTextField name="last_name" label="Last name" />
            <FormTextField name="email" label="E-mail" type="email" />
            <FormTextField
              name="username"
              label="User name"
              autoCapitalize="none"
            />
          </Box>
          <ProductsField bought={bought} />
          <GroupsField groups={groups} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            Send invitation
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
