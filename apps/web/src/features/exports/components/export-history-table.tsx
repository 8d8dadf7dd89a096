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

export function ExportHistoryTable({
  rows,
}: {
  rows: readonly ExportHistoryRow[];
}) {
  return (
    <Table size="small" aria-label="Export history">
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
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatRequestDate(row.requested_at)}
            </TableCell>
            <TableCell>{row.report_type}</TableCell>
            <TableCell>{row.process_status}</TableCell>
            <TableCell align="center">
              {row.mail_sent ? (
                <CheckIcon color="secondary" titleAccess="Sent" />
              ) : null}
            </TableCell>
            <TableCell>
              <DownloadCell row={row} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
