import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { ExportScope, Module } from '@edge/contracts';
import { RetryAlert } from '../../../components/ui/retry-alert';
import {
  TRACK_EXPORTS_PAGE_SIZE,
  useDeleteExport,
  useExports,
} from '../api/get-exports';
import { useRerunExport } from '../api/rerun-export';
import { TrackExportsScope } from './track-exports-scope';
import { TrackExportsTable } from './track-exports-table';

export const TRACK_EXPORTS_EMPTY =
  'You have not exported anything in this module yet. Export companies from a search’s results.';
export const TRACK_ACCOUNT_EXPORTS_EMPTY =
  'Nobody in your account has exported anything in this module yet.';

interface TrackExportsProps {
  module: Module;
  /** An account administrator may also list the account's exports. */
  canSeeAccount?: boolean;
}

/** Track Exports: the user's (or the account's) exports, with progress. */
export function TrackExports({
  module,
  canSeeAccount = false,
}: TrackExportsProps) {
  const [scope, setScope] = useState<ExportScope>('mine');
  const [page, setPage] = useState(0);
  return (
    <>
      {canSeeAccount && (
        <TrackExportsScope
          scope={scope}
          onChange={(next) => {
            setScope(next);
            setPage(0);
          }}
        />
      )}
      <TrackExportsList
        module={module}
        scope={scope}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}

interface TrackExportsListProps {
  module: Module;
  scope: ExportScope;
  page: number;
  onPageChange: (page: number) => void;
}

function TrackExportsList({
  module,
  scope,
  page,
  onPageChange,
}: TrackExportsListProps) {
  const { data, isPending, isError, error, refetch } = useExports(
    module,
    page,
    scope,
  );
  const remove = useDeleteExport();
  const rerun = useRerunExport();
  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading the exports" color="secondary" />
      </Box>
    );
  }
  if (isError) {
    return (
      <RetryAlert onRetry={() => void refetch()}>{error.message}</RetryAlert>
    );
  }
  if (data.total === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography sx={{ color: 'text.secondary' }}>
          {scope === 'account'
            ? TRACK_ACCOUNT_EXPORTS_EMPTY
            : TRACK_EXPORTS_EMPTY}
        </Typography>
      </Paper>
    );
  }
  const busy = remove.isPending
    ? remove.variables
    : rerun.isPending
      ? rerun.variables
      : null;
  const failure = rerun.error ?? remove.error;
  return (
    <Paper variant="outlined">
      {failure && (
        <Alert severity="error" sx={{ m: 2 }}>
          {failure.message}
        </Alert>
      )}
      <TrackExportsTable
        exports={data.exports}
        isAccountView={scope === 'account'}
        busyId={busy ?? null}
        onDelete={(job) => {
          rerun.reset();
          remove.mutate(job.id);
        }}
        onRerun={(job) => {
          remove.reset();
          rerun.mutate(job.id);
        }}
      />
      <TablePagination
        component="div"
        count={data.total}
        page={page}
        rowsPerPage={TRACK_EXPORTS_PAGE_SIZE}
        rowsPerPageOptions={[]}
        onPageChange={(_, next) => onPageChange(next)}
      />
    </Paper>
  );
}
