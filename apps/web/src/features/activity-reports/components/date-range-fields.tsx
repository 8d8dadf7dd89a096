import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { shiftDay } from '@edge/contracts';
import { rangeProblem, utcToday, type DayRange } from '../utils/report-range';

const PRESETS = [7, 30, 90, 365] as const;

/** From and To dates (UTC days), with quick ranges up to today. */
export function DateRangeFields({
  range,
  onChange,
}: {
  range: DayRange;
  onChange: (range: DayRange) => void;
}) {
  const [draft, setDraft] = useState(range);
  const [shown, setShown] = useState(range);
  // A range set from outside (a preset, the address) replaces the draft.
  if (shown.from !== range.from || shown.to !== range.to) {
    setShown(range);
    setDraft(range);
  }
  const problem = rangeProblem(draft);
  const change = (next: DayRange) => {
    setDraft(next);
    if (!rangeProblem(next)) onChange(next);
  };
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'flex-start',
      }}
    >
      <TextField
        label="From"
        type="date"
        size="small"
        value={draft.from}
        onChange={(event) => change({ ...draft, from: event.target.value })}
        error={problem !== null}
        helperText={problem ?? ' '}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 170 }}
      />
      <TextField
        label="To"
        type="date"
        size="small"
        value={draft.to}
        onChange={(event) => change({ ...draft, to: event.target.value })}
        error={problem !== null}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 170 }}
      />
      <Box
        role="group"
        aria-label="Quick ranges"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, pt: 0.5 }}
      >
        {PRESETS.map((days) => {
          const today = utcToday();
          const preset = { from: shiftDay(today, 1 - days), to: today };
          const isCurrent =
            preset.from === range.from && preset.to === range.to;
          return (
            <Button
              key={days}
              size="small"
              variant={isCurrent ? 'contained' : 'outlined'}
              aria-pressed={isCurrent}
              onClick={() => change(preset)}
            >
              {days === 365 ? '1 year' : `${days} days`}
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}
