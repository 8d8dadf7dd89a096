import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import type { Module } from '@edge/contracts';
import {
  ResponsiveLabel,
  responsiveIconSx,
} from '../../../components/ui/responsive-label';
import { useWindowFocus } from '../../../hooks/use-window-focus';
import { useAlertCount } from '../api/get-alert-count';
import { getAlertBadge, type AlertBadgeSize } from '../utils/get-alert-badge';

// SPEC §2: the badge changes style above 9 and above 99. Each colour holds
// white text at 4.5:1 or more (WCAG AA).
const BADGE_STYLES: Record<AlertBadgeSize, object> = {
  small: { bgcolor: 'secondary.main', color: '#fff' },
  medium: { bgcolor: '#b45309', color: '#fff', px: 0.75 },
  large: { bgcolor: '#b91c1c', color: '#fff', px: 0.75, fontWeight: 800 },
};

interface AlertsButtonProps {
  module: Module;
  to: string;
  isActive: boolean;
}

export function AlertsButton({ module, to, isActive }: AlertsButtonProps) {
  const { data: count = 0, refetch } = useAlertCount(module);
  // Coming back to the window: alerts may have come in meanwhile. Marking
  // alerts read or deleting them invalidates the count where it happens.
  useWindowFocus(() => void refetch({ cancelRefetch: false }));
  const badge = getAlertBadge(count);
  return (
    <Button
      component={RouterLink}
      to={to}
      color="inherit"
      aria-label={badge.accessibleName}
      aria-current={isActive ? 'page' : undefined}
      startIcon={
        <Badge
          // SPEC §2: no badge (and no digit in the button) at 0.
          badgeContent={badge.isVisible ? badge.text : undefined}
          invisible={!badge.isVisible}
          data-size={badge.size}
          slotProps={{ badge: { sx: BADGE_STYLES[badge.size] } }}
        >
          <NotificationsNoneIcon />
        </Badge>
      }
      sx={{
        ...responsiveIconSx,
        fontWeight: isActive ? 700 : 500,
        color: isActive ? 'primary.main' : 'text.primary',
      }}
    >
      <ResponsiveLabel>Alerts</ResponsiveLabel>
    </Button>
  );
}
