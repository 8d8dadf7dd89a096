import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { AlertItem } from '@edge/contracts';
import { EventChanges } from '../../../components/ui/event-changes';
import { formatCalendarDate } from '../../../utils/format-calendar-date';
import { formatEventSource } from '../../../utils/format-event-source';
import { detailPageOf } from '../utils/event-detail-page';

/** One alert in full: what happened, what changed, where it came from. */
export function AlertDetailItem({
  item,
  isNew,
}: {
  item: AlertItem;
  isNew: boolean;
}) {
  const page = detailPageOf(item.type, item.muns);
  const titleId = `alert-${item.id}-title`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        borderRadius: '12px',
        p: { xs: 2, sm: 2.5 },
        display: 'grid',
        gap: 1.25,
        borderLeft: 4,
        borderLeftColor: isNew ? 'secondary.main' : 'divider',
      }}
    >
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
      >
        <Chip
          size="small"
          label={item.label}
          sx={{ fontWeight: 600, bgcolor: '#e6f4f2', color: '#0b4f49' }}
        />
        {isNew && (
          <Chip
            size="small"
            color="secondary"
            label="New"
            sx={{ fontWeight: 700 }}
          />
        )}
        <Typography
          variant="body2"
          sx={{ ml: 'auto', color: 'text.secondary', whiteSpace: 'nowrap' }}
        >
          {formatCalendarDate(item.occurred_date)}
        </Typography>
      </Box>
      <Typography
        id={titleId}
        component="h3"
        sx={{ fontWeight: 600, fontSize: '1rem', overflowWrap: 'anywhere' }}
      >
        {item.summary}
      </Typography>
      <EventChanges changes={item.changes} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
          pt: 1,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="caption" sx={{ color: 'text.secondary', flex: 1 }}>
          {item.source
            ? `Source: ${formatEventSource(item.source)}`
            : 'Source: not recorded'}
        </Typography>
        {page && (
          <Link
            component={RouterLink}
            to={page.href}
            variant="body2"
            underline="hover"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            {page.label}
            <ArrowForwardIcon sx={{ fontSize: 16 }} aria-hidden />
          </Link>
        )}
      </Box>
    </Paper>
  );
}
