import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Module, PipelineStage } from '@edge/contracts';
import type { RenewalMonth as Month } from '../utils/group-by-month';
import { RENEWAL_COLUMNS, RenewalItem } from './renewal-item';

const COLUMN_TITLES = ['Company', 'Renewal', 'Due', 'Stage and contest'];

interface RenewalMonthProps {
  module: Module;
  month: Month;
  renderStage: (stage: PipelineStage) => ReactNode;
}

/** One month of the calendar: a table-like list, cards on a phone. */
export function RenewalMonth({
  module,
  month,
  renderStage,
}: RenewalMonthProps) {
  const headingId = `renewals-${month.key}`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 1 }}>
        {month.label} ({month.renewals.length})
      </Typography>
      <Box
        sx={{
          border: { md: 1 },
          borderColor: { md: 'divider' },
          borderRadius: { md: 1 },
          overflow: 'hidden',
        }}
      >
        {/* The list's items say what each value is; the titles help the eye. */}
        <Box
          aria-hidden
          sx={{
            display: { xs: 'none', md: 'grid' },
            gridTemplateColumns: RENEWAL_COLUMNS,
            gap: 2,
            px: 2,
            py: 1,
            bgcolor: 'action.hover',
          }}
        >
          {COLUMN_TITLES.map((title) => (
            <Typography key={title} variant="subtitle2" color="text.secondary">
              {title}
            </Typography>
          ))}
        </Box>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: { xs: 1, md: 0 },
          }}
        >
          {month.renewals.map((renewal) => (
            <RenewalItem
              key={`${renewal.muns}-${renewal.kind}-${renewal.dueDate}`}
              module={module}
              renewal={renewal}
              renderStage={renderStage}
            />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
