import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { MessagePanel } from '../../../components/ui/message-panel';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { ApiError } from '../../../lib/api-error';

/** The report is being read. */
export function ReportLoading({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/** The report could not be read: why, and Try again. */
export function ReportError({
  error,
  onRetry,
}: {
  error: unknown;
  onRetry: () => void;
}) {
  // The server's own words for a refusal (a group gone); else the usual.
  const isRefusal =
    error instanceof ApiError &&
    !error.isNetworkError &&
    error.statusCode < 500;
  return (
    <RetryAlert onRetry={onRetry}>
      {isRefusal
        ? error.message
        : 'The report could not be loaded. Check your connection and try again.'}
    </RetryAlert>
  );
}

/** Nothing to show: what that means. */
export function ReportEmpty({
  title,
  children,
}: {
  title: string;
  children?: ReactNode;
}) {
  return (
    <MessagePanel icon={<InsightsOutlinedIcon />} title={title} level="h3">
      {children}
    </MessagePanel>
  );
}
