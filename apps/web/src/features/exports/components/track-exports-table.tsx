import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCount, type ExportJob } from '@edge/contracts';
import { VISUALLY_HIDDEN } from '../../../components/ui/visually-hidden';
import { formatRequestDate } from '../utils/export-history-format';

interface TrackExportsTableProps {
  exports: readonly ExportJob[];
  onDelete: (job: ExportJob) => void;
  deletingId: number | null;
}

// On a phone each export is a small card: its cells stacked, no header.
const STACKED_ON_PHONE = {
  '@media (max-width: 600px)': {
    '& thead': { display: 'none' },
    '& tbody tr': {
      display: 'block',
      py: 1.5,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& tbody td': {
      display: 'block',
      border: 0,
      py: 0.25,
      textAlign: 'left',
    },
  },
} as const;

const STATUS_WORDS: Record<ExportJob['process_status'], string> = {
  PROCESSING: 'Processing',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
  CANCELLED: 'Cancelled',
};

function RowsCell({ job }: { job: ExportJob }) {
  const total = job.rows_total ?? 0;
  if (job.process_status !== 'PROCESSING') {
    return (
      <>
        {formatCount(job.rows_written || job.rows_total || 0)}
        {/* The header says what the number counts; a phone has none. */}
        <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
          {' companies'}
        </Box>
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

function FileCell({ job }: { job: ExportJob }) {
  if (job.download_url) {
    return (
      <Link href={job.download_url} download={job.file_name}>
        {job.file_name}
      </Link>
    );
  }
  const why =
    job.process_status === 'COMPLETED'
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

/** Every export of the user: when, what, how far, its file, and cancel. */
export function TrackExportsTable({
  exports,
  onDelete,
  deletingId,
}: TrackExportsTableProps) {
  return (
    <TableContainer>
      <Table aria-label="Your exports" sx={STACKED_ON_PHONE}>
        <TableHead>
          <TableRow>
            <TableCell>Requested</TableCell>
            <TableCell>Export type</TableCell>
            <TableCell align="right">Companies</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>File</TableCell>
            <TableCell>
              <Box component="span" sx={VISUALLY_HIDDEN}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {exports.map((job) => (
            <TableRow key={job.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatRequestDate(job.requested_at)}
              </TableCell>
              <TableCell>{job.report_type}</TableCell>
              <TableCell align="right">
                <RowsCell job={job} />
              </TableCell>
              <TableCell>
                {STATUS_WORDS[job.process_status]}
                {job.error && (
                  <Alert severity="error" sx={{ mt: 0.5, py: 0 }}>
                    {job.error}
                  </Alert>
                )}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <FileCell job={job} />
              </TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  color={
                    job.process_status === 'PROCESSING' ? 'error' : 'inherit'
                  }
                  disabled={deletingId === job.id}
                  onClick={() => onDelete(job)}
                  aria-label={`${job.process_status === 'PROCESSING' ? 'Cancel' : 'Remove'} ${job.file_name}`}
                >
                  {job.process_status === 'PROCESSING' ? 'Cancel' : 'Remove'}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
