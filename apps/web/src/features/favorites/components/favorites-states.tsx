import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { MessagePanel } from '../../../components/ui/message-panel';
import { RetryAlert } from '../../../components/ui/retry-alert';

export function FavoritesLoading() {
  return (
    <MessagePanel
      icon={<CircularProgress color="secondary" size={36} aria-hidden />}
      title="Loading favorites…"
    />
  );
}

export function FavoritesError({
  message,
  onRetry,
}: {
  message: string;
  onRetry: () => void;
}) {
  return (
    <RetryAlert onRetry={onRetry}>
      Your favorites could not be loaded. {message}
    </RetryAlert>
  );
}

interface FavoritesEmptyProps {
  searchHref: string;
  importButton: ReactNode;
}

export function FavoritesEmpty({
  searchHref,
  importButton,
}: FavoritesEmptyProps) {
  return (
    <MessagePanel
      icon={<StarBorderIcon />}
      title="No favorites yet"
      actions={
        <>
          <Button component={RouterLink} to={searchHref} variant="contained">
            Start a search
          </Button>
          {importButton}
        </>
      }
    >
      Mark companies with the star in your search results, or import a list of
      companies from a spreadsheet.
    </MessagePanel>
  );
}
