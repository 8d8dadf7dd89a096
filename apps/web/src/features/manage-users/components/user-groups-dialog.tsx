import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import type { ManagedUser, UserGroup } from '@edge/contracts';
import { useSetGroupMember } from '../api/set-group-member';

interface UserGroupsDialogProps {
  accountId: number;
  user: ManagedUser;
  groups: readonly UserGroup[];
  onClose: () => void;
}

/** The groups of one user: each box puts them in or takes them out at once. */
export function UserGroupsDialog({
  accountId,
  user,
  groups,
  onClose,
}: UserGroupsDialogProps) {
  const titleId = useId();
  const change = useSetGroupMember(accountId);
  // A box shows its new state while the change is on its way.
  const isChecked = (groupId: number, isMember: boolean) =>
    change.isPending && change.variables.groupId === groupId
      ? change.variables.isMember
      : isMember;
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Groups of {user.username}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1 }}>
        {groups.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>
            The account has no groups yet. Create one in the Groups panel.
          </Typography>
        ) : (
          <FormGroup>
            {groups.map((group) => (
              <FormControlLabel
                key={group.id}
                label={group.name}
                control={
                  <Checkbox
                    checked={isChecked(
                      group.id,
                      user.group_ids.includes(group.id),
                    )}
                    disabled={change.isPending}
                    onChange={(event) =>
                      change.mutate({
                        groupId: group.id,
                        userId: user.id,
                        isMember: event.target.checked,
                        username: user.username,
                      })
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        )}
        {change.error && (
          <Alert severity="error" role="alert">
            {change.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
