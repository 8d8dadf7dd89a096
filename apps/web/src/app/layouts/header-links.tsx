import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import type { Module } from '@edge/contracts';
import { paths } from '../../config/paths';
import { AlertsButton } from '../../features/alerts/components/alerts-button';
import { HeaderNavButtons } from '../../features/layout/components/header-nav-buttons';

/** SPEC §2: Search, Saved Searches, Favorites and Alerts of the module. */
export function HeaderLinks({ module }: { module: Module }) {
  const { pathname } = useLocation();
  const alertsPath = paths.eventAlerts(module);
  return (
    <Box sx={{ display: 'flex', gap: { xs: 0, sm: 0.5 } }}>
      <HeaderNavButtons module={module} />
      <AlertsButton
        module={module}
        to={alertsPath}
        isActive={pathname === alertsPath}
      />
    </Box>
  );
}
