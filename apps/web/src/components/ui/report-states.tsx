import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import type { ReportView } from '../../utils/report-view';

/** A card whose answer is on its way. */
export function ReportSkeleton({ label }: { label: string }) {
  return (
    <Box role="progressbar" aria-label={`Loading ${label}`}>
      <Skeleton variant="rounded" height={56} sx={{ mb: 1.5 }} />
      <Skeleton width="85%" />
      <Skeleton width="70%" />
      <Skeleton width="55%" />
    </Box>
  );
}

interface ReportProblemProps {
  title: string;
  message: string;
  onRetry: () => void;
}

/** A failed (or set-aside) answer: what happened, and Retry. */
export function ReportProblem({ title, message, onRetry }: ReportProblemProps) {
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        p: 1.75,
        borderRadius: '10px',
        bgcolor: '#fdf2f2',
        color: '#7f1d1d',
      }}
    >
      <ErrorOutlineIcon sx={{ mt: 0.25 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
        <Typography variant="body2">{message}</Typography>
      </Box>
      <Button size="small" variant="outlined" color="inherit" onClick={onRetry}>
        Retry
      </Button>
    </Box>
  );
}

/** A loaded report with nothing in it, said plainly. */
export function EmptyReport({ text }: { text: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        py: 1,
        color: 'text.secondary',
      }}
    >
      <InboxOutlinedIcon fontSize="small" />
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
}

const IGNORED_TEXT = 'The answer was for another company, so it is not shown.';

interface ReportPendingProps<T> {
  view: ReportView<T>;
  /** The report's title: 'OSHA', 'Opportunity'. */
  title: string;
  /** Said when it failed or was ignored; from the title unless given. */
  problemTitle?: string;
  ignoredText?: string;
  onRetry: () => void;
}

/**
 * What a report card shows until its data: a skeleton while loading, the
 * failure, or an answer for another company set aside; nothing once loaded.
 */
export function ReportPending<T>({
  view,
  title,
  problemTitle,
  ignoredText = IGNORED_TEXT,
  onRetry,
}: ReportPendingProps<T>) {
  if (view.status === 'loading') return <ReportSkeleton label={title} />;
  if (view.status === 'error') {
    return (
      <ReportProblem
        title={problemTitle ?? `${title} could not be loaded.`}
        message={view.error.message}
        onRetry={onRetry}
      />
    );
  }
  if (view.status === 'ignored') {
    return (
      <ReportProblem
        title={problemTitle ?? `${title} is not shown.`}
        message={ignoredText}
        onRetry={onRetry}
      />
    );
  }
  return null;
}
