import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { NOTES_EMPTY } from '../utils/note-texts';
import { RetryAlert } from '../../../components/ui/retry-alert';

export function NotesLoading() {
  return (
    <Box
      role="status"
      aria-label="Loading notes"
      sx={{ display: 'grid', gap: 1 }}
    >
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="rounded" height={48} />
    </Box>
  );
}

export function NotesError({
  message,
  onRetry,
}: {
  message: string;
  onRetry: () => void;
}) {
  return (
    <RetryAlert onRetry={onRetry}>
      The notes could not be loaded. {message}
    </RetryAlert>
  );
}

export function NotesEmpty() {
  return (
    <Typography role="status" sx={{ color: 'text.secondary', py: 1 }}>
      {NOTES_EMPTY}
    </Typography>
  );
}
