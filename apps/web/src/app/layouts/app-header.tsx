import { Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import type { Module, UserInfo } from '@edge/contracts';
import { BrandLogo } from '../../components/ui/brand-logo';
import { paths } from '../../config/paths';
import { AdminMenu } from '../../features/admin/components/admin-menu';
import { UserMenu } from '../../features/auth/components/user-menu';
import {
  canSwitchModule,
  ModuleSwitch,
} from '../../features/layout/components/module-switch';
import { HeaderLinks } from './header-links';
import { HeaderTools } from './header-tools';

interface AppHeaderProps {
  user: UserInfo;
  module: Module;
  onOpenNav: () => void;
}

export function AppHeader({ user, module, onOpenNav }: AppHeaderProps) {
  return (
    <AppBar
      position="sticky"
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}
    >
      <Toolbar
        sx={{ gap: { xs: 0.25, sm: 1 }, minHeight: 64, px: { xs: 1, md: 3 } }}
      >
        <IconButton
          aria-label="Open navigation"
          onClick={onOpenNav}
          sx={{ display: { lg: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Link
          component={RouterLink}
          to={paths.home(module)}
          aria-label="Edge"
          underline="none"
          sx={{ mr: { xs: 0.5, sm: 3 }, display: 'inline-flex' }}
        >
          <BrandLogo isCompactOnPhone />
        </Link>
        <HeaderLinks module={module} />
        <Box sx={{ flex: 1 }} />
        {/* On narrower screens the switch heads the navigation drawer. */}
        {canSwitchModule(user) && (
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <ModuleSwitch module={module} />
          </Box>
        )}
        <HeaderTools user={user} module={module} />
        <AdminMenu user={user} />
        <UserMenu user={user} module={module} />
      </Toolbar>
    </AppBar>
  );
}
