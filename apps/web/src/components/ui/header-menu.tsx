import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { useMenuAnchor } from '../../hooks/use-menu-anchor';
import { ResponsiveLabel } from './responsive-label';

interface HeaderMenuProps {
  label: string;
  icon: ReactNode;
  children: (close: () => void) => ReactNode;
}

/** A header button that opens a keyboard-usable menu (MUI Menu). */
export function HeaderMenu({ label, icon, children }: HeaderMenuProps) {
  const menu = useMenuAnchor();
  return (
    <>
      <Button
        {...menu.buttonProps}
        aria-label={label}
        color="inherit"
        startIcon={icon}
        endIcon={<KeyboardArrowDownIcon />}
        sx={{
          fontWeight: 500,
          color: 'text.primary',
          // A phone shows the icon alone, so the header fits its width.
          minWidth: 0,
          '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
          '& .MuiButton-endIcon': { display: { xs: 'none', sm: 'inherit' } },
        }}
      >
        <ResponsiveLabel from="sm">{label}</ResponsiveLabel>
      </Button>
      <Menu
        id={menu.menuId}
        anchorEl={menu.anchor}
        open={menu.isOpen}
        onClose={menu.close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: { 'aria-labelledby': menu.buttonId },
          paper: { sx: { minWidth: 220, mt: 0.5 } },
        }}
      >
        {children(menu.close)}
      </Menu>
    </>
  );
}
