import Typography from '@mui/material/Typography';
import type { ManagedUser, UserGroup } from '@edge/contracts';
import { MembershipDialog } from './membership-dialog';

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
  const items = groups.map((group) => ({
    key: group.id,
    label: group.name,
    groupId: group.id,
    userId: user.id,
    username: user.username,
    isMember: user.group_ids.includes(group.id),
  }));
  return (
    <MembershipDialog
      accountId={accountId}
      title={`Groups of ${user.username}`}
      items={items}
      empty={
        <Typography sx={{ color: 'text.secondary' }}>
          The account has no groups yet. Create one in the Groups panel.
        </Typography>
      }
      onClose={onClose}
    />
  );
}
