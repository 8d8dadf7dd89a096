import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  useSetGroupMember,
  type GroupMemberChange,
} from '../api/set-group-member';

/** One box: a user in a group, or not. */
export interface MembershipItem {
  key: number;
  label: string;
  groupId: number;
  userId: number;
  username: string;
  isMember: boolean;
}

interface MembershipDialogProps {
  accountId: number;
  title: string;
  items: readonly MembershipItem[];
  // Above the boxes (a filter), and what shows when there are none.
  header?: ReactNode;
  empty?: ReactNode;
  listSx?: SxProps<Theme>;
  onClose: () => void;
}

/**
 * Group membership from either side (a group's members, a user's groups):
 * each box puts the user in the group or takes them out at once.
 */
export function MembershipDialog({
  accountId,
  title,
  items,
  header,
  empty,
  listSx,
  onClose,
}: MembershipDialogProps) {
  const titleId = useId();
  const change = useSetGroupMember(accountId);
  // A box shows its new state from the click until the list is read again:
  // kept here, set in the click's own render, so it never flickers back.
  const [pending, setPending] = useState<GroupMemberChange | null>(null);
  const isChecked = (item: MembershipItem) =>
    pending?.groupId === item.groupId && pending.userId === item.userId
      ? pending.isMember
      : item.isMember;
  const toggle = (item: MembershipItem, isMember: boolean) => {
    const next = {
      groupId: item.groupId,
      userId: item.userId,
      isMember,
      username: item.username,
    };
    setPending(next);
    change.mutate(next, { onSettled: () => setPending(null) });
  };
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1 }}>
        {header}
        {items.length === 0 && empty ? (
          empty
        ) : (
          <FormGroup sx={listSx}>
            {items.map((item) => (
              <FormControlLabel
                key={item.key}
                label={item.label}
                control={
                  <Checkbox
                    checked={isChecked(item)}
                    disabled={pending !== null}
                    onChange={(event) => toggle(item, event.target.checked)}
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
