import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import BookmarkBorderOutlinedIcon from '@mui/icons-material/BookmarkBorderOutlined';
import { RetryAlert } from '../../../components/ui/retry-alert';

function Frame({ children }: { children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        borderRadius: '12px',
        px: 4,
        py: 6,
        display: 'grid',
        justifyItems: 'center',
        textAlign: 'center',
        gap: 1.5,
      }}
    >
      {children}
    </Paper>
  );
}

export function SavedSearchesLoading() {
  return (
    <Frame>
      <CircularProgress color="secondary" aria-hidden />
      <Typography role="status" sx={{ color: 'text.secondary' }}>
        Loading saved searches…
      </Typography>
    </Frame>
  );
}

export function SavedSearchesError({
  message,
  onRetry,
}: {
  message: string;
  onRetry: () => void;
}) {
  return (
    <RetryAlert onRetry={onRetry}>
      The saved searches could not be loaded. {message}
    </RetryAlert>
  );
}

export function SavedSearchesEmpty({ searchHref }: { searchHref: string }) {
  return (
    <Frame>
      <Box sx={{ color: 'secondary.main', '& svg': { fontSize: 40 } }}>
        <BookmarkBorderOutlinedIcon />
      </Box>
      <Typography variant="h3" component="h2">
        No saved searches yet
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 480 }}>
        Build a search, then choose Save search to keep it here and run it again
        in one click.
      </Typography>
      <Button
        component={RouterLink}
        to={searchHref}
        variant="contained"
        sx={{ mt: 1 }}
      >
        Start a search
      </Button>
    </Frame>
  );
}
