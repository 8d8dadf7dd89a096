import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

function CenteredCard({
  children,
  role,
}: {
  children: ReactNode;
  role: 'status' | 'alert';
}) {
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        pointerEvents: 'none',
      }}
    >
      <Paper
        role={role}
        elevation={3}
        sx={{
          pointerEvents: 'auto',
          px: 3,
          py: 2,
          maxWidth: 380,
          display: 'grid',
          justifyItems: 'center',
          gap: 1,
          textAlign: 'center',
        }}
      >
        {children}
      </Paper>
    </Box>
  );
}

/** First load: the states are drawn, the points are on their way. */
export function MapLoading() {
  return (
    <CenteredCard role="status">
      <CircularProgress size={28} color="secondary" aria-hidden />
      <Typography variant="body2">Placing the companies on the map…</Typography>
    </CenteredCard>
  );
}

/** A newer search is loading: its bar runs while the last points stay. */
export function MapUpdating() {
  return (
    <LinearProgress
      color="secondary"
      aria-label="Updating the map"
      sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
    />
  );
}

export function MapError({
  message,
  onRetry,
}: {
  message: string;
  onRetry: () => void;
}) {
  return (
    <CenteredCard role="alert">
      <Typography variant="subtitle2" component="h3">
        The map could not be loaded
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {message}
      </Typography>
      <Button variant="contained" size="small" onClick={onRetry}>
        Try again
      </Button>
    </CenteredCard>
  );
}

export function MapEmpty() {
  return (
    <CenteredCard role="status">
      <Typography variant="subtitle2" component="h3">
        No company of this search has a location
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Switch to the table to see them.
      </Typography>
    </CenteredCard>
  );
}
