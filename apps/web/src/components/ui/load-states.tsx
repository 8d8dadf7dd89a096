import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { ApiError } from '../../lib/api-error';
import { RetryAlert } from './retry-alert';

/** A screen's data is being read: a spinner named for what it reads. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/**
 * It could not be read: the server's own words for a refusal (a group
 * gone, a right taken away), else a connection message; and Try again.
 */
export function LoadError({
  error,
  what,
  onRetry,
}: {
  error: unknown;
  // What could not be loaded, as the sentence's subject: 'The report'.
  what: string;
  onRetry: () => void;
}) {
  const isRefusal =
    error instanceof ApiError &&
    !error.isNetworkError &&
    error.statusCode < 500;
  return (
    <RetryAlert onRetry={onRetry}>
      {isRefusal
        ? error.message
        : `${what} could not be loaded. Check your connection and try again.`}
    </RetryAlert>
  );
}
