import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ReplayIcon from '@mui/icons-material/Replay';
import type { ExportListItem } from '@edge/contracts';

export interface TrackExportsActions {
  onDelete: (job: ExportListItem) => void;
  onRerun: (job: ExportListItem) => void;
  /** The export a cancel, remove or re-run is under way for. */
  busyId: number | null;
}

/**
 * A running export can be cancelled; a finished one run again or removed.
 * Another user's export (an administrator's account view) is theirs alone.
 */
export function ActionsCell({
  job,
  onDelete,
  onRerun,
  busyId,
}: TrackExportsActions & { job: ExportListItem }) {
  if (!job.is_own) return null;
  const isBusy = busyId === job.id;
  if (job.process_status === 'PROCESSING') {
    return (
      <Button
        size="small"
        color="error"
        disabled={isBusy}
        onClick={() => onDelete(job)}
        aria-label={`Cancel ${job.file_name}`}
      >
        Cancel
      </Button>
    );
  }
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 0.5,
        justifyContent: { xs: 'flex-start', sm: 'flex-end' },
      }}
    >
      <Button
        size="small"
        startIcon={<ReplayIcon />}
        disabled={isBusy}
        onClick={() => onRerun(job)}
        aria-label={`Re-run ${job.file_name}`}
      >
        Re-run
      </Button>
      <Button
        size="small"
        color="inherit"
        disabled={isBusy}
        onClick={() => onDelete(job)}
        aria-label={`Remove ${job.file_name}`}
      >
        Remove
      </Button>
    </Box>
  );
}
