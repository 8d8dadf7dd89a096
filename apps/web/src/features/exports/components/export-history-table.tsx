import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import CheckIcon from '@mui/icons-material/Check';
import type { ExportHistoryRow } from '@edge/contracts';
import {
  formatRequestDate,
  shortenFileName,
} from '../utils/export-history-format';

// SPEC §2: the Dashboard PDF opens in a new tab; other files download.
const NEW_TAB_REPORT = 'Dashboard PDF';

function DownloadCell({ row }: { row: ExportHistoryRow }) {
  // Not ready yet (or failed): the name without a link.
  if (!row.download_url) {
    return (
      <Box
        component="span"
        title={row.file_name}
        sx={{ color: 'text.secondary' }}
      >
        {shortenFileName(row.file_name)}
      </Box>
    );
  }
  const isNewTab = row.report_type === NEW_TAB_REPORT;
  return (
    <Link
      href={row.download_url}
      title={row.file_name}
      {...(isNewTab
        ? { target: '_blank', rel: 'noopener noreferrer' }
        : { download: row.file_name })}
    >
      {shortenFileName(row.file_name)}
    </Link>
  );
}

// On a phone each export is a block of labelled lines (the cells' own
// data-label), so the dialog never scrolls sideways.
const stackedOnPhone = {
  '@media (max-width: 599.95px)': {
    '& thead': { display: 'none' },
    '& tr': {
      display: 'block',
      py: 1,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& td': {
      display: 'flex',
      justifyContent: 'space-between',
      gap: 2,
      border: 0,
      py: 0.25,
      textAlign: 'right',
    },
    '& td::before': {
      content: 'attr(data-label)',
      fontWeight: 500,
      textAlign: 'left',
    },
  },
} as const;

export function ExportHistoryTable({
  rows,
}: {
  rows: readonly ExportHistoryRow[];
}) {
  return (
    <Table size="small" aria-label="Export history" sx={stackedOnPhone}>
      <TableHead>
        <TableRow>
          <TableCell>Request Date</TableCell>
          <TableCell>Export Type</TableCell>
          <TableCell>Process Status</TableCell>
          <TableCell align="center">Email Sent</TableCell>
          <TableCell>Download Link</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell data-label="Request Date" sx={{ whiteSpace: 'nowrap' }}>
              {formatRequestDate(row.requested_at)}
            </TableCell>
            <TableCell data-label="Export Type">{row.report_type}</TableCell>
            <TableCell data-label="Process Status">
              {row.process_status}
            </TableCell>
            <TableCell data-label="Email Sent" align="center">
              {row.mail_sent ? (
                <CheckIcon color="secondary" titleAccess="Sent" />
              ) : null}
            </TableCell>
            <TableCell data-label="Download Link">
              <DownloadCell row={row} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
