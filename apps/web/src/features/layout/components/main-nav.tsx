import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import BusinessCenterOutlinedIcon from '@mui/icons-material/BusinessCenterOutlined';
import HealthAndSafetyOutlinedIcon from '@mui/icons-material/HealthAndSafetyOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import LocalHospitalOutlinedIcon from '@mui/icons-material/LocalHospitalOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import type { Module, UserInfo } from '@edge/contracts';
import { externalLinks } from '../../../config/paths';
import {
  getProspectingItems,
  isSupportCenterVisible,
  type NavItemKey,
} from '../utils/get-main-nav-items';
import { NavItem } from './nav-item';

const ICONS: Record<NavItemKey, ReactNode> = {
  'employee-benefits': <HealthAndSafetyOutlinedIcon />,
  'commercial-lines': <BusinessCenterOutlinedIcon />,
  analytics: <InsightsOutlinedIcon />,
  'health-welfare': <LocalHospitalOutlinedIcon />,
  retirement: <SavingsOutlinedIcon />,
};

const subheaderSx = {
  bgcolor: 'transparent',
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  fontSize: '0.72rem',
};

interface MainNavProps {
  user: UserInfo;
  module: Module;
  // Whether the navigation offers statistics (the account's flag).
  isStatisticsShown: boolean;
  onNavigate?: () => void;
}

/** SPEC §2: the Prospecting group and the Support Center link. */
export function MainNav({
  user,
  module,
  isStatisticsShown,
  onNavigate,
}: MainNavProps) {
  const { pathname, search } = useLocation();
  const current = `${pathname}${search}`;
  const heading = (
    <ListSubheader component="li" disableSticky sx={subheaderSx}>
      Prospecting
    </ListSubheader>
  );
  return (
    <Box
      component="nav"
      aria-label="Main"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', py: 2 }}
    >
      <List subheader={heading}>
        {getProspectingItems(user, { module, isStatisticsShown }).map(
          (item) => (
            <NavItem
              key={item.key}
              label={item.label}
              to={item.to}
              icon={ICONS[item.key]}
              isActive={current === item.to}
              onNavigate={onNavigate}
            />
          ),
        )}
      </List>
      <Box sx={{ flex: 1 }} />
      {isSupportCenterVisible(user) && (
        <List>
          <NavItem
            label="Support Center"
            icon={<SupportAgentOutlinedIcon />}
            to={externalLinks.supportCenter}
            isActive={pathname.startsWith(externalLinks.supportCenter)}
            onNavigate={onNavigate}
          />
        </List>
      )}
    </Box>
  );
}
