import { useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { Module } from '@edge/contracts';
import { paths } from '../../../config/paths';
import { formatCount } from '@edge/contracts';

/** Companies that share one spot on the map. */
export interface MapSpot {
  anchor: Element;
  /** All companies at the spot (the list holds the first ones). */
  count: number;
  companies: readonly { muns: string; name: string }[];
}

interface MapSpotListProps {
  module: Module;
  spot: MapSpot | null;
  onClose: () => void;
}

function heading({ count, companies }: MapSpot): string {
  const all = `${formatCount(count)} companies at this spot`;
  return companies.length < count
    ? `${all}; the first ${companies.length} are listed`
    : all;
}

/**
 * The companies of a cluster that never splits (one address, one
 * coordinate): each name opens its dashboard. Escape closes the list and
 * gives the focus back to the cluster.
 */
export function MapSpotList({ module, spot, onClose }: MapSpotListProps) {
  const titleId = useId();
  const { pathname, search } = useLocation();
  return (
    <Popover
      open={spot !== null}
      anchorEl={spot?.anchor}
      onClose={onClose}
      // Beside the cluster, so it stays in sight.
      anchorOrigin={{ vertical: 'center', horizontal: 'right' }}
      transformOrigin={{ vertical: 'center', horizontal: 'left' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { maxWidth: 340, maxHeight: 360, display: 'flex' },
        },
      }}
    >
      {spot && (
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
          <Typography
            id={titleId}
            variant="subtitle2"
            component="h3"
            sx={{ px: 2, pt: 1.5, pb: 1 }}
          >
            {heading(spot)}
          </Typography>
          <Box
            component="ul"
            sx={{ m: 0, px: 2, pb: 1.5, overflowY: 'auto', listStyle: 'none' }}
          >
            {spot.companies.map((company) => (
              <Box component="li" key={company.muns} sx={{ py: 0.5 }}>
                <Link
                  component={RouterLink}
                  to={paths.companyDashboard(company.muns, module)}
                  // The dashboard's Back link returns to this very search.
                  state={{ returnTo: `${pathname}${search}` }}
                  underline="hover"
                  sx={{ fontWeight: 600 }}
                >
                  {company.name}
                </Link>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Popover>
  );
}
