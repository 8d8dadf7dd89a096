import { useState } from 'react';
import TextField from '@mui/material/TextField';
import type { ManagedUser, UserGroup } from '@edge/contracts';
import { useFocusOnMount } from '../../../hooks/use-focus-on-mount';
import { filterAndSortUsers, fullName } from '../utils/sort-users';
import { MembershipDialog } from './membership-dialog';

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
  const focusOnMount = useFocusOnMount();
  const [filter, setFilter] = useState('');
  const items = filterAndSortUsers(users, filter, 'name', 'asc').map(
    (user) => ({
      key: user.id,
      label: `${fullName(user)} (${user.username})`,
      groupId: group.id,
      userId: user.id,
      username: user.username,
      isMember: group.member_ids.includes(user.id),
    }),
  );
  return (
    <MembershipDialog
      accountId={accountId}
      title={`Members of ${group.name}`}
      items={items}
      header={
        <TextField
          label="Find a user"
          size="small"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          sx={{ mt: 1 }}
          inputRef={focusOnMount}
        />
      }
      listSx={{ maxHeight: 360, overflowY: 'auto', flexWrap: 'nowrap' }}
      onClose={onClose}
    />
  );
}
