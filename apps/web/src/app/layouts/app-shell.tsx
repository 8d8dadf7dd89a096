import { useState } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { getLandingModule } from '@edge/contracts';
import { Footer } from '../../components/layouts/footer';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { useSessionPing } from '../../features/auth/hooks/use-session-ping';
import { useActiveModule } from '../../hooks/use-active-module';
import { useSearchModeTracking } from '../../hooks/use-search-mode-tracking';
import { AppHeader } from './app-header';
import { NavDrawers } from './nav-drawers';

/** The frame of every signed-in page: header, main nav, content, footer. */
export function AppShell() {
  const user = useCurrentUser();
  // SPEC §2: the module comes from the route; else the user's landing module.
  const module = useActiveModule(getLandingModule(user.products));
  const [isNavOpen, setIsNavOpen] = useState(false);
  useSessionPing();
  useSearchModeTracking();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppHeader
        user={user}
        module={module}
        onOpenNav={() => setIsNavOpen(true)}
      />
      <Box sx={{ display: 'flex', flex: 1 }}>
        <NavDrawers
          user={user}
          module={module}
          isOpen={isNavOpen}
          onClose={() => setIsNavOpen(false)}
        />
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          <Box
            component="main"
            sx={{ flex: 1, px: { xs: 2, md: 5 }, py: { xs: 3, md: 5 } }}
          >
            <Outlet />
          </Box>
          <Footer />
        </Box>
      </Box>
    </Box>
  );
}
