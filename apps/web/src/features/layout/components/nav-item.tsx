import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';

interface NavItemProps {
  label: string;
  icon: ReactNode;
  // In-app route (`to`) or a page of the wider product (`href`).
  to?: string | undefined;
  href?: string | undefined;
  isActive?: boolean;
  onNavigate?: (() => void) | undefined;
}

export function NavItem({
  label,
  icon,
  to,
  href,
  isActive = false,
  onNavigate,
}: NavItemProps) {
  const linkProps = to
    ? { component: RouterLink, to }
    : { component: 'a' as const, href };
  // A list item around the link: a list holds only items (WCAG 1.3.1).
  return (
    <ListItem disablePadding>
      <ListItemButton
        {...linkProps}
        selected={isActive}
        aria-current={isActive ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ borderRadius: 2, mx: 1, mb: 0.5 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}
