import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { ManagedUser } from '@edge/contracts';

export type UserAction = 'status' | 'reset' | 'products' | 'groups' | 'admin';

interface UserRowActionsProps {
  user: ManagedUser;
  // The signed-in administrator's own row: their rights are not theirs to change.
  isSelf: boolean;
  onAction: (action: UserAction, user: ManagedUser) => void;
}

/** The actions of one user, behind a menu button. */
export function UserRowActions({
  user,
  isSelf,
  onAction,
}: UserRowActionsProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (action: UserAction) => {
    setAnchor(null);
    onAction(action, user);
  };
  return (
    <>
      <IconButton
        aria-label={`Actions for ${user.username}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        <MenuItem onClick={() => choose('products')}>
          Edit products and states
        </MenuItem>
        <MenuItem onClick={() => choose('groups')}>Groups</MenuItem>
        <MenuItem onClick={() => choose('reset')} disabled={!user.is_enabled}>
          Send password reset
        </MenuItem>
        <MenuItem
          onClick={() => choose('admin')}
          disabled={isSelf || (!user.is_admin && !user.is_enabled)}
        >
          {user.is_admin ? 'Remove administrator rights' : 'Make administrator'}
        </MenuItem>
        <MenuItem onClick={() => choose('status')}>
          {user.is_enabled ? 'Disable' : 'Enable'}
        </MenuItem>
      </Menu>
    </>
  );
}
