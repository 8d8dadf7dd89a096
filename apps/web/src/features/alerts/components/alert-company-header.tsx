import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import type { AlertItem, Module } from '@edge/contracts';
import { paths } from '../../../config/paths';
import { countOfAlerts } from '../utils/alert-texts';
import { detailPagesOf } from '../utils/event-detail-page';

interface AlertCompanyHeaderProps {
  muns: string;
  items: readonly AlertItem[];
  module: Module | undefined;
}

/** The company the alerts are of, its dashboard and its details pages. */
export function AlertCompanyHeader({
  muns,
  items,
  module,
}: AlertCompanyHeaderProps) {
  const first = items[0];
  const place = [first?.city, first?.state].filter(Boolean).join(', ');
  const pages = detailPagesOf(
    items.map((item) => item.type),
    muns,
  );
  return (
    <Paper
      variant="outlined"
      sx={{
        borderRadius: '12px',
        p: { xs: 2, sm: 3 },
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
        <Typography
          variant="h2"
          component="h2"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {first?.entity_name ?? muns}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {[place, countOfAlerts(items.length)].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      <Box
        component="nav"
        aria-label="Company pages"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        <Button
          component={RouterLink}
          to={paths.companyDashboard(muns, module)}
          variant="contained"
          startIcon={<DashboardOutlinedIcon />}
        >
          Company dashboard
        </Button>
        {pages.map((page) => (
          <Button
            key={page.href}
            component={RouterLink}
            to={page.href}
            variant="outlined"
          >
            {page.label}
          </Button>
        ))}
      </Box>
    </Paper>
  );
}
