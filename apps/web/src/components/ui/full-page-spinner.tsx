import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while the login state is still unknown (SPEC §4). */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}
      role="status"
      aria-live="polite"
    >
      <CircularProgress aria-label={label} color="secondary" />
    </Box>
  );
}
