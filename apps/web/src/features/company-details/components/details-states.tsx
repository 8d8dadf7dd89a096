import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import BlockIcon from '@mui/icons-material/BlockOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOffOutlined';
import type { Module } from '@edge/contracts';
import { MessagePanel } from '../../../components/ui/message-panel';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';

export function DetailsLoading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={`Loading ${label}`} />
    </Box>
  );
}

interface DetailsErrorProps {
  error: Error;
  module: Module;
  what: string;
  onRetry: () => void;
}

/** Why the page cannot show the company: unknown, outside the states, or down. */
export function DetailsError({
  error,
  module,
  what,
  onRetry,
}: DetailsErrorProps) {
  const status = isApiError(error) ? error.statusCode : null;
  const searchButton = (
    <Button component={RouterLink} to={paths.home(module)} variant="contained">
      Search companies
    </Button>
  );
  if (status === 404) {
    return (
      <MessagePanel
        role="alert"
        icon={<SearchOffIcon />}
        title="Company not found"
        actions={searchButton}
      >
        No company has this id. The link may be old: search for the company
        instead.
      </MessagePanel>
    );
  }
  if (status === 403) {
    return (
      <MessagePanel
        role="alert"
        icon={<BlockIcon />}
        title="Not part of your subscription"
        actions={searchButton}
      >
        {error.message}
      </MessagePanel>
    );
  }
  return (
    <MessagePanel
      role="alert"
      icon={<ErrorOutlineIcon />}
      title={`The ${what} could not be loaded`}
      actions={
        <Button variant="contained" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {error.message}
    </MessagePanel>
  );
}

/** No row at all: say so, and what that means. */
export function DetailsEmpty({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <MessagePanel level="h3" icon={icon} title={title}>
      {children}
    </MessagePanel>
  );
}

/** A page number from an old link, beyond the rows there are now. */
export function PastLastPage({
  what,
  onFirstPage,
}: {
  what: string;
  onFirstPage: () => void;
}) {
  return (
    <MessagePanel
      level="h3"
      icon={<SearchOffIcon />}
      title={`This page is past the last ${what}`}
      actions={
        <Button variant="contained" onClick={onFirstPage}>
          Go to the first page
        </Button>
      }
    />
  );
}
