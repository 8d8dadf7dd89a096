import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { formatCount } from '@edge/contracts';

interface CountFigureProps {
  /** The name screen readers give the number. */
  label: string;
  /** The last count known; a dash before the first. */
  total: number | undefined;
  isCounting: boolean;
}

/** A live company count: the number, dimmed while a newer one is counted. */
export function CountFigure({ label, total, isCounting }: CountFigureProps) {
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 44 }}
    >
      <Typography
        role="status"
        aria-live="polite"
        aria-label={label}
        sx={{
          fontSize: '2rem',
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          opacity: isCounting ? 0.6 : 1,
          transition: 'opacity 120ms',
        }}
      >
        {total === undefined ? '—' : formatCount(total)}
      </Typography>
      {isCounting && (
        <CircularProgress size={18} aria-label="Counting" color="secondary" />
      )}
    </Box>
  );
}
