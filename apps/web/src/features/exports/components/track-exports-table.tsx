import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ExportListItem } from '@edge/contracts';
import { VISUALLY_HIDDEN } from '../../../components/ui/visually-hidden';
import { formatRequestDate } from '../utils/export-history-format';
import { ActionsCell, type TrackExportsActions } from './track-exports-actions';
import {
  ExportCell,
  FileCell,
  OnPhone,
  RowsCell,
  StatusCell,
} from './track-exports-cells';

interface TrackExportsTableProps extends TrackExportsActions {
  exports: readonly ExportListItem[];
  /** The account's exports: who asked for each is shown. */
  isAccountView: boolean;
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

/**
 * Every export of the user (or, for an administrator, of the account):
 * when, who, what, how far, its file, and cancel, re-run or remove.
 */
export function TrackExportsTable({
  exports,
  isAccountView,
  ...actions
}: TrackExportsTableProps) {
  return (
    <TableContainer>
      <Table
        aria-label={isAccountView ? 'Exports of your account' : 'Your exports'}
        sx={STACKED_ON_PHONE}
      >
        <TableHead>
          <TableRow>
            <TableCell>Requested</TableCell>
            {isAccountView && <TableCell>Exported by</TableCell>}
            <TableCell>Export</TableCell>
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
              <TableCell sx={{ minWidth: { sm: 100 } }}>
                {formatRequestDate(job.requested_at)}
              </TableCell>
              {isAccountView && (
                <TableCell>
                  <OnPhone>{'By '}</OnPhone>
                  {job.is_own ? `${job.user_name} (you)` : job.user_name}
                </TableCell>
              )}
              <TableCell sx={{ minWidth: { sm: 180 }, maxWidth: 320 }}>
                <ExportCell job={job} />
              </TableCell>
              <TableCell align="right">
                <RowsCell job={job} />
              </TableCell>
              <TableCell>
                <StatusCell job={job} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'break-word', minWidth: 140 }}>
                <FileCell job={job} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <ActionsCell job={job} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
