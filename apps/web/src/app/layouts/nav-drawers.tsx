import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { Module, UserInfo } from '@edge/contracts';
import { MainNav } from '../../features/layout/components/main-nav';
import {
  canSwitchModule,
  ModuleSwitch,
} from '../../features/layout/components/module-switch';
import { useStatisticsEntries } from '../statistics-entries';

const NAV_WIDTH = 248;

const permanentSx = {
  display: { xs: 'none', lg: 'block' },
  width: NAV_WIDTH,
  flexShrink: 0,
  '& .MuiDrawer-paper': {
    width: NAV_WIDTH,
    position: 'relative',
    borderRight: 1,
    borderColor: 'divider',
    bgcolor: '#fbfcfe',
  },
};

interface NavDrawersProps {
  user: UserInfo;
  module: Module;
  isOpen: boolean;
  onClose: () => void;
}

/** The main nav: a fixed rail on wide screens, a drawer on narrow ones. */
export function NavDrawers({ user, module, isOpen, onClose }: NavDrawersProps) {
  const isStatisticsShown = useStatisticsEntries(user);
  const nav = { user, module, isStatisticsShown };
  return (
    <>
      <Drawer variant="permanent" sx={permanentSx}>
        <MainNav {...nav} />
      </Drawer>
      <Drawer
        variant="temporary"
        open={isOpen}
        onClose={onClose}
        sx={{
          display: { lg: 'none' },
          // Above the sticky header, like any modal.
          zIndex: (theme) => theme.zIndex.modal,
          '& .MuiDrawer-paper': { width: NAV_WIDTH },
        }}
      >
        {/* The header shows the module switch from md up. */}
        {canSwitchModule(user) && (
          <Box sx={{ display: { md: 'none' }, px: 2, pt: 2 }}>
            <ModuleSwitch module={module} onNavigate={onClose} />
          </Box>
        )}
        <MainNav {...nav} onNavigate={onClose} />
      </Drawer>
    </>
  );
}
