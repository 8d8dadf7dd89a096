import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  RENEWAL_KIND_LABELS,
  type Module,
  type PipelineStage,
  type Renewal,
} from '@edge/contracts';
import { paths } from '../../../config/paths';
import { formatCalendarDate } from '../../../utils/format-calendar-date';
import {
  contestText,
  dueInText,
  incumbentText,
  originTexts,
} from '../utils/renewal-texts';
import { WindowBadge } from './window-badge';

/** Columns of a row on wide screens; a phone stacks them as a card. */
export const RENEWAL_COLUMNS =
  'minmax(0, 1.3fr) minmax(0, 1.3fr) minmax(0, 0.9fr) minmax(0, 1.5fr)';

const cellSx = { display: 'grid', gap: 0.5, alignContent: 'start' } as const;

interface RenewalItemProps {
  module: Module;
  renewal: Renewal;
  /** How a stage shows: the pipeline's own chip. */
  renderStage: (stage: PipelineStage) => ReactNode;
}

/** One date a company comes up for renewal, and how contested it is. */
export function RenewalItem({
  module,
  renewal,
  renderStage,
}: RenewalItemProps) {
  const kind = RENEWAL_KIND_LABELS[renewal.kind];
  const place = [renewal.city, renewal.state].filter(Boolean).join(', ');
  const contest = contestText(renewal.contest);
  const { incumbent } = renewal.contest;
  const origins = originTexts(renewal.origin);
  return (
    <Box
      component="li"
      aria-label={`${renewal.name}: ${kind}`}
      sx={{
        display: 'grid',
        gap: { xs: 1, md: 2 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: RENEWAL_COLUMNS },
        p: { xs: 1.5, md: 2 },
        bgcolor: 'background.paper',
        border: { xs: 1, md: 0 },
        borderTop: { md: 1 },
        borderColor: { xs: 'divider', md: 'divider' },
        borderRadius: { xs: 1, md: 0 },
        overflowWrap: 'anywhere',
      }}
    >
      <Box sx={cellSx}>
        <Link
          component={RouterLink}
          to={paths.companyDashboard(renewal.muns, module)}
          sx={{ fontWeight: 600 }}
        >
          {renewal.name}
        </Link>
        {place && (
          <Typography variant="body2" color="text.secondary">
            {place}
          </Typography>
        )}
        {origins.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {origins.join(' · ')}
          </Typography>
        )}
      </Box>
      <Box sx={cellSx}>
        <Typography variant="subtitle2">{kind}</Typography>
        <Typography variant="body2">{renewal.subject}</Typography>
      </Box>
      <Box sx={cellSx}>
        <Typography variant="body2">
          {formatCalendarDate(renewal.dueDate)} · {dueInText(renewal.daysUntil)}
        </Typography>
        {renewal.window && <WindowBadge window={renewal.window} />}
      </Box>
      <Box sx={cellSx}>
        <Box>
          {renewal.stage ? (
            renderStage(renewal.stage)
          ) : (
            <Typography variant="body2" color="text.secondary">
              No stage
            </Typography>
          )}
        </Box>
        {contest && <Typography variant="body2">{contest}</Typography>}
        {incumbent && (
          <Typography variant="body2">{incumbentText(incumbent)}</Typography>
        )}
      </Box>
    </Box>
  );
}
