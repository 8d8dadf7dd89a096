import Chip from '@mui/material/Chip';
import type { RenewalWindow } from '../hooks/use-renewal-filters';

// Nearer is warmer; each pair is dark text on a light tint, above 6:1
// (WCAG AA), and the words say the window, not the colour alone.
const TONES: Record<RenewalWindow, { color: string; bgcolor: string }> = {
  60: { color: '#9b1c1c', bgcolor: '#fde8e8' },
  90: { color: '#92400e', bgcolor: '#fef3c7' },
  120: { color: '#075985', bgcolor: '#e0f2fe' },
};

/** The narrowest reminder window a renewal is in: 60, 90 or 120 days. */
export function WindowBadge({ window }: { window: RenewalWindow }) {
  return (
    <Chip
      size="small"
      label={`Within ${window} days`}
      sx={{ ...TONES[window], fontWeight: 600, justifySelf: 'start' }}
    />
  );
}
