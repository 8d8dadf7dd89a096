import { useId } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { RADIUS_OPTIONS } from '../../utils/location-params';

interface RadiusChoiceProps {
  miles: number;
  onChange: (miles: number) => void;
}

const milesText = (miles: number) =>
  `${miles} ${miles === 1 ? 'mile' : 'miles'}`;

/** How far around the place to look: a few fixed distances. */
export function RadiusChoice({ miles, onChange }: RadiusChoiceProps) {
  const labelId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography id={labelId} variant="body2" sx={{ color: 'text.secondary' }}>
        Within
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={miles}
        aria-labelledby={labelId}
        // Choosing the chosen distance again keeps it (never no radius).
        onChange={(_, next: number | null) => next !== null && onChange(next)}
      >
        {RADIUS_OPTIONS.map((option) => (
          <ToggleButton
            key={option}
            value={option}
            aria-label={milesText(option)}
            sx={{ px: 1.75, fontVariantNumeric: 'tabular-nums' }}
          >
            {option} mi
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
