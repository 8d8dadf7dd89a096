import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** Seats used of seats bought (a disabled user frees theirs). */
export function SeatsSummary({
  used,
  seats,
}: {
  used: number;
  seats: number | null;
}) {
  const text =
    seats === null
      ? `${used} seats used (not limited)`
      : `${used} of ${seats} seats used`;
  return (
    <Box sx={{ minWidth: 180 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {text}
      </Typography>
      {seats !== null && (
        <LinearProgress
          variant="determinate"
          value={Math.min(100, (used / Math.max(seats, 1)) * 100)}
          color={used >= seats ? 'warning' : 'primary'}
          aria-label="Seats used"
          sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
        />
      )}
    </Box>
  );
}
