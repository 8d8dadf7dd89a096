import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { Module } from '@edge/contracts';
import { RetryAlert } from '../../../components/ui/retry-alert';
import {
  TRACK_EXPORTS_PAGE_SIZE,
  useDeleteExport,
  useExports,
} from '../api/get-exports';
import { TrackExportsTable } from './track-exports-table';

export const TRACK_EXPORTS_EMPTY =
  'You have not exported anything in this module yet. Export companies from a search’s results.';

/** Track Exports: the user's exports of the module, with progress. */
export function TrackExports({ module }: { module: Module }) {
  const [page, setPage] = useState(0);
  const { data, isPending, isError, error, refetch } = useExports(module, page);
  const remove = useDeleteExport();
  if (isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading your exports" color="secondary" />
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
          {TRACK_EXPORTS_EMPTY}
        </Typography>
      </Paper>
    );
  }
  return (
    <Paper variant="outlined">
      <TrackExportsTable
        exports={data.exports}
        deletingId={remove.isPending ? (remove.variables ?? null) : null}
        onDelete={(job) => remove.mutate(job.id)}
      />
      {remove.error && (
        <Alert severity="error" sx={{ m: 2 }}>
          {remove.error.message}
        </Alert>
      )}
      <TablePagination
        component="div"
        count={data.total}
        page={page}
        rowsPerPage={TRACK_EXPORTS_PAGE_SIZE}
        rowsPerPageOptions={[]}
        onPageChange={(_, next) => setPage(next)}
      />
    </Paper>
  );
}
