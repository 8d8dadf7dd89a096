import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import type { Module, UserInfo } from '@edge/contracts';
import { paths } from '../../../config/paths';
import { useMenuAnchor } from '../../../hooks/use-menu-anchor';

function initials(user: UserInfo): string {
  const letters = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`;
  return (letters || user.username.charAt(0)).toUpperCase();
}

function UserHeader({ user }: { user: UserInfo }) {
  const fullName =
    `${user.first_name} ${user.last_name}`.trim() || user.username;
  return (
    <ListSubheader component="div" sx={{ lineHeight: 1.4, py: 1.5 }}>
      <Typography sx={{ fontWeight: 700, color: 'text.primary' }}>
        {fullName}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {user.email}
      </Typography>
    </ListSubheader>
  );
}

/** The account menu: who is signed in, My Account and Sign out. */
export function UserMenu({ user, module }: { user: UserInfo; module: Module }) {
  const menu = useMenuAnchor();
  const avatarSx = { width: 34, height: 34, bgcolor: 'secondary.main' };
  return (
    <>
      <IconButton {...menu.buttonProps} aria-label="Account menu">
        <Avatar sx={{ ...avatarSx, fontSize: '0.875rem', fontWeight: 700 }}>
          {initials(user)}
        </Avatar>
      </IconButton>
      <Menu
        id={menu.menuId}
        anchorEl={menu.anchor}
        open={menu.isOpen}
        onClose={menu.close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 0.5 } } }}
      >
        <UserHeader user={user} />
        <MenuItem
          component={RouterLink}
          to={paths.myAccount(module)}
          onClick={menu.close}
        >
          <ListItemIcon>
            <PersonOutlinedIcon fontSize="small" />
          </ListItemIcon>
          My Account
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.logout} onClick={menu.close}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
    </>
  );
}
