import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { paths } from '../../../config/paths';
import { useActiveModule } from '../../../hooks/use-active-module';
import { DETAIL_PANEL_SX } from '../../../components/ui/detail-panel-sx';
import { useDetailPanel } from '../../../hooks/use-detail-panel';
import { FactList } from '../../../components/ui/fact-list';
import type { MapCompany } from '../utils/map-types';

export type PendingStatus = 'loading' | 'missing' | 'error';

interface MapCompanyPanelProps {
  company: MapCompany;
  status: PendingStatus;
  onRetry: () => void;
  onClose: () => void;
}

const MESSAGES: Record<Exclude<PendingStatus, 'loading'>, string> = {
  missing:
    'This company no longer matches the search; its dashboard still has its details.',
  error: 'The details of this company could not be loaded.',
};

/**
 * The detail view of a map company whose facts are on their way (or could
 * not be had): what the map knows, and the way to the dashboard.
 */
export function MapCompanyPanel(props: MapCompanyPanelProps) {
  const { company, status, onClose } = props;
  const { pathname, search } = useLocation();
  const module = useActiveModule('pc');
  const headingRef = useDetailPanel(company.muns, onClose);
  const title =
    status === 'loading' ? 'Loading company…' : `Company ${company.muns}`;
  return (
    <Paper
      component="aside"
      aria-label={title}
      aria-busy={status === 'loading'}
      elevation={0}
      variant="outlined"
      sx={DETAIL_PANEL_SX}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography
          ref={headingRef}
          tabIndex={-1}
          variant="h3"
          component="h2"
          sx={{ flex: 1, minWidth: 0, outline: 'none' }}
        >
          {title}
        </Typography>
        <IconButton aria-label="Close details" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      {status === 'loading' ? (
        <Box>
          <Skeleton width="70%" />
          <Skeleton width="50%" />
          <Skeleton width="60%" />
        </Box>
      ) : (
        <Typography
          role={status === 'error' ? 'alert' : undefined}
          sx={{ color: 'text.secondary' }}
        >
          {MESSAGES[status]}
        </Typography>
      )}
      <FactList
        title="On the map"
        layout="aligned"
        facts={[
          ['Company ID', company.muns],
          [
            'Location',
            `${company.latitude.toFixed(4)}, ${company.longitude.toFixed(4)}`,
          ],
        ]}
      />
      {status === 'error' && (
        <Button variant="outlined" onClick={props.onRetry}>
          Try again
        </Button>
      )}
      <Button
        component={RouterLink}
        to={paths.companyDashboard(company.muns, module)}
        state={{ returnTo: `${pathname}${search}` }}
        variant="contained"
      >
        Open company dashboard
      </Button>
    </Paper>
  );
}
