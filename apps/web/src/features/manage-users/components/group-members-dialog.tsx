import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import type { ManagedUser, UserGroup } from '@edge/contracts';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { useSetGroupMember } from '../api/set-group-member';
import { filterAndSortUsers, fullName } from '../utils/sort-users';

interface GroupMembersDialogProps {
  accountId: number;
  group: UserGroup;
  users: readonly ManagedUser[];
  onClose: () => void;
}

/** Who is in a group: each box puts a user in or takes them out at once. */
export function GroupMembersDialog({
  accountId,
  group,
  users,
  onClose,
}: GroupMembersDialogProps) {
  const titleId = useId();
  const focusOnMount = useFocusOnMount();
  const [filter, setFilter] = useState('');
  const change = useSetGroupMember(accountId);
  const shown = filterAndSortUsers(users, filter, 'name', 'asc');
  // A box shows its new state while the change is on its way.
  const isChecked = (userId: number, isMember: boolean) =>
    change.isPending && change.variables.userId === userId
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
      <DialogTitle id={titleId}>Members of {group.name}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1 }}>
        <TextField
          label="Find a user"
          size="small"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          sx={{ mt: 1 }}
          inputRef={focusOnMount}
        />
        <FormGroup
          sx={{ maxHeight: 360, overflowY: 'auto', flexWrap: 'nowrap' }}
        >
          {shown.map((user) => (
            <FormControlLabel
              key={user.id}
              label={`${fullName(user)} (${user.username})`}
              control={
                <Checkbox
                  checked={isChecked(
                    user.id,
                    group.member_ids.includes(user.id),
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
