import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatCount, type ExportListItem } from '@edge/contracts';

const STATUS_WORDS: Record<ExportListItem['process_status'], string> = {
  PROCESSING: 'Processing',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
};

/** Words only a phone shows: its stacked rows have no column headers. */
export function OnPhone({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
      {children}
    </Box>
  );
}

export function RowsCell({ job }: { job: ExportListItem }) {
  const total = job.rows_total ?? 0;
  if (job.process_status !== 'PROCESSING') {
    return (
      <>
        {formatCount(job.rows_written || job.rows_total || 0)}
        <OnPhone>{' companies'}</OnPhone>
      </>
    );
  }
  const share = total > 0 ? (job.rows_written / total) * 100 : 0;
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="body2">
        {`${formatCount(job.rows_written)} of ${formatCount(total)}`}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={share}
        aria-label={`${Math.round(share)}% written`}
        sx={{ mt: 0.5 }}
      />
    </Box>
  );
}

export function StatusCell({ job }: { job: ExportListItem }) {
  return (
    <>
      {STATUS_WORDS[job.process_status]}
      {job.error && (
        <Alert severity="error" sx={{ mt: 0.5, py: 0 }}>
          {job.error}
        </Alert>
      )}
    </>
  );
}

/** The export's type, and what it holds in words ('TX · 50-500 employees'). */
export function ExportCell({ job }: { job: ExportListItem }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {job.report_type}
      </Typography>
      {job.criteria_summary && (
        <Typography
          variant="body2"
          title="What the export holds: its search criteria"
          sx={{ color: 'text.secondary', overflowWrap: 'break-word' }}
        >
          {job.criteria_summary}
        </Typography>
      )}
    </>
  );
}

export function FileCell({ job }: { job: ExportListItem }) {
  if (job.download_url) {
    return (
      <Link href={job.download_url} download={job.file_name}>
        {job.file_name}
      </Link>
    );
  }
  // Files are private: only their owner downloads them.
  const why = !job.is_own
    ? `Only ${job.user_name} can download it.`
    : job.process_status === 'COMPLETED'
      ? 'Expired: files are kept for 48 hours.'
      : job.process_status === 'PROCESSING'
        ? 'Being written…'
        : '';
  return (
    <Box>
      <Typography variant="body2">{job.file_name}</Typography>
      {why && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {why}
        </Typography>
      )}
    </Box>
  );
}
