import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  PIPELINE_STAGE_LABELS,
  PIPELINE_STAGES,
  RENEWAL_CALENDAR_MONTHS,
  renewalsQuerySchema,
  type RenewalsQuery,
} from '@edge/contracts';
import type {
  RenewalStageFilter,
  RenewalWindow,
} from '../hooks/use-renewal-filters';

// The toggle's value for the whole calendar (a window is a number).
const ALL = 'all';
const WINDOWS: readonly RenewalWindow[] = [120, 90, 60];

interface RenewalFiltersProps {
  filters: RenewalsQuery;
  onWindowChange: (window: RenewalWindow | undefined) => void;
  onStageChange: (stage: RenewalStageFilter | undefined) => void;
}

/** How far ahead the calendar looks, and which pipeline stage it shows. */
export function RenewalFilters({
  filters,
  onWindowChange,
  onStageChange,
}: RenewalFiltersProps) {
  const handleStage = (value: string) => {
    const parsed = renewalsQuerySchema.shape.stage.safeParse(value);
    onStageChange(parsed.success ? parsed.data : undefined);
  };

  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label="Renewals due"
        value={filters.window ?? ALL}
        // A click on the chosen one answers null: the filter stays.
        onChange={(_, next: RenewalWindow | typeof ALL | null) => {
          if (next !== null) onWindowChange(next === ALL ? undefined : next);
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value={ALL} sx={{ px: { xs: 1, sm: 1.5 } }}>
          All {RENEWAL_CALENDAR_MONTHS} months
        </ToggleButton>
        {WINDOWS.map((days) => (
          <ToggleButton key={days} value={days} sx={{ px: { xs: 1, sm: 1.5 } }}>
            {days} days
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label="Pipeline stage"
        value={filters.stage ?? ''}
        onChange={(event) => handleStage(event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ width: { xs: '100%', sm: 220 } }}
      >
        <option value="">All stages</option>
        <option value="none">No stage</option>
        {PIPELINE_STAGES.map((stage) => (
          <option key={stage} value={stage}>
            {PIPELINE_STAGE_LABELS[stage]}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
