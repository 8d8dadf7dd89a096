import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { CompanyEvent } from '@edge/contracts';
import { EventChanges } from '../../../components/ui/event-changes';
import { formatCalendarDate } from '../../../utils/format-calendar-date';
import { formatEventSource } from '../../../utils/format-event-source';

/** One event on the timeline; what it changed opens under it. */
export function EventTimelineItem({
  event,
  isLast,
}: {
  event: CompanyEvent;
  isLast: boolean;
}) {
  const detailsId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const hasDetails = event.changes.length > 0 || event.source !== null;
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: '20px minmax(0, 1fr)',
        columnGap: 1.25,
      }}
    >
      <Box
        aria-hidden
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}
      >
        <Box
          sx={{
            mt: 0.75,
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor: 'secondary.main',
            boxShadow: '0 0 0 3px #e6f4f2',
          }}
        />
        {!isLast && (
          <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', mt: 0.75 }} />
        )}
      </Box>
      <Box sx={{ pb: isLast ? 0 : 2, minWidth: 0 }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'baseline',
            columnGap: 1,
          }}
        >
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
          >
            {formatCalendarDate(event.occurred_date)}
          </Typography>
          <Typography
            variant="body2"
            sx={{ fontWeight: 700, color: 'secondary.main' }}
          >
            {event.label}
          </Typography>
        </Box>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {event.summary}
        </Typography>
        {hasDetails && (
          <>
            <Button
              size="small"
              aria-expanded={isOpen}
              aria-controls={detailsId}
              onClick={() => setIsOpen((open) => !open)}
              endIcon={
                <ExpandMoreIcon
                  sx={{
                    transform: isOpen ? 'rotate(180deg)' : 'none',
                    transition: 'transform 150ms',
                  }}
                />
              }
              sx={{ px: 0.75, ml: -0.75, mt: 0.25 }}
            >
              {isOpen
                ? 'Hide details'
                : event.changes.length > 0
                  ? 'What changed'
                  : 'Source'}
            </Button>
            <Collapse in={isOpen} id={detailsId} unmountOnExit>
              <Box
                sx={{
                  mt: 0.75,
                  p: 1.5,
                  borderRadius: '8px',
                  bgcolor: '#f8fafc',
                  display: 'grid',
                  gap: 1,
                }}
              >
                {event.changes.length > 0 ? (
                  <EventChanges changes={event.changes} />
                ) : (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    No values changed: the record is new.
                  </Typography>
                )}
                {event.source && (
                  <Typography
                    variant="caption"
                    sx={{ color: 'text.secondary' }}
                  >
                    Source: {formatEventSource(event.source)}
                  </Typography>
                )}
              </Box>
            </Collapse>
          </>
        )}
      </Box>
    </Box>
  );
}
