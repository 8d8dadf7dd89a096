import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { NOTES_EMPTY } from '../utils/note-texts';

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
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      The notes could not be loaded. {message}
    </Alert>
  );
}

export function NotesEmpty() {
  return (
    <Typography role="status" sx={{ color: 'text.secondary', py: 1 }}>
      {NOTES_EMPTY}
    </Typography>
  );
}
