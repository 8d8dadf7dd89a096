import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { DETAIL_PANEL_SX } from '../../../../components/ui/detail-panel-sx';
import { useDetailPanel } from '../../../../hooks/use-detail-panel';
import { paths } from '../../../../config/paths';
import { CompanyContactFacts } from './company-contact-facts';
import type { DetailTarget } from './detail-target';
import { EbDetailFacts } from './eb-detail-facts';
import { PcDetailFacts } from './pc-detail-facts';

interface CompanyDetailPanelProps {
  target: DetailTarget;
  onClose: () => void;
  /** Beside the close button (the favorite star). */
  actions?: ReactNode;
}

/** The detail view (SPEC §2): key facts of the chosen company, beside the table. */
export function CompanyDetailPanel({
  target,
  onClose,
  actions,
}: CompanyDetailPanelProps) {
  const { hit } = target;
  const { pathname, search } = useLocation();
  const headingRef = useDetailPanel(hit.muns, onClose);
  return (
    <Paper
      component="aside"
      aria-labelledby="company-detail-title"
      elevation={0}
      variant="outlined"
      sx={DETAIL_PANEL_SX}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            id="company-detail-title"
            ref={headingRef}
            tabIndex={-1}
            variant="h3"
            component="h2"
            sx={{ outline: 'none' }}
          >
            {hit.entity_name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {[hit.city, hit.state].filter(Boolean).join(', ')}
          </Typography>
        </Box>
        {actions}
        <IconButton aria-label="Close details" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <CompanyContactFacts hit={hit} />
      {target.module === 'pc' ? (
        <PcDetailFacts hit={target.hit} />
      ) : (
        <EbDetailFacts hit={target.hit} />
      )}
      <Button
        component={RouterLink}
        to={paths.companyDashboard(hit.muns, target.module)}
        state={{ returnTo: `${pathname}${search}` }}
        variant="contained"
      >
        Open company dashboard
      </Button>
    </Paper>
  );
}
