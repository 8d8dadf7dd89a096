import Box from '@mui/material/Box';
import type { PeerRange } from '../../utils/peer-range';

const TRACK_SX = {
  position: 'relative',
  height: 14,
  my: 1,
  borderRadius: '7px',
  bgcolor: '#e8edf3',
} as const;

/**
 * The peers' span with their middle half shaded, the median as a thin
 * line and the company as a marker. `label` says it all in words: the
 * drawing itself is hidden from screen readers.
 */
export function PeerRangeBar({
  range,
  label,
}: {
  range: PeerRange;
  label: string;
}) {
  return (
    <Box role="img" aria-label={label} sx={TRACK_SX}>
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: `${range.from}%`,
          width: `${Math.max(range.to - range.from, 0.5)}%`,
          borderRadius: '7px',
          bgcolor: '#9db7d5',
        }}
      />
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          top: -2,
          bottom: -2,
          left: `${range.median}%`,
          width: 2,
          bgcolor: '#1f3b63',
        }}
      />
      {range.company !== null && (
        <Box
          aria-hidden
          data-testid="company-marker"
          sx={{
            position: 'absolute',
            top: '50%',
            left: `${range.company}%`,
            width: 14,
            height: 14,
            borderRadius: '50%',
            transform: 'translate(-50%, -50%)',
            bgcolor: '#e07a1f',
            border: '2px solid #fff',
            boxShadow: '0 0 0 1px #e07a1f',
          }}
        />
      )}
    </Box>
  );
}
