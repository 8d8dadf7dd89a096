import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCount } from '@edge/contracts';
import { HorizontalScroll } from '../../../components/ui/horizontal-scroll';
import { useActivityLog } from '../api/get-activity-log';
import { actionLabel, formatLogTime } from '../utils/log-labels';
import { LoadError, LoadingState } from '../../../components/ui/load-states';

const MODULE_SHORT: Record<string, string> = { pc: 'PC', eb: 'EB', '': '' };

/** The account's log: who did what and when, newest first, paged. */
export function ActivityLogTable() {
  const [page, setPage] = useState(0);
  const query = useActivityLog(page);
  const log = query.data;
  return (
    <Box component="section" aria-labelledby="activity-log-title">
      <Typography
        id="activity-log-title"
        variant="h2"
        sx={{ fontSize: '1.125rem', mb: 1 }}
      >
        Activity log
      </Typography>
      {query.isPending && <LoadingState label="Loading the log" />}
      {query.isError && (
        <LoadError
          error={query.error}
          what="The report"
          onRetry={() => void query.refetch()}
        />
      )}
      {log && log.entries.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>
          Nothing has been recorded yet.
        </Typography>
      )}
      {log && log.entries.length > 0 && (
        <>
          <HorizontalScroll label="Activity log">
            <Table size="small" aria-label="Activity log">
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell>User</TableCell>
                  <TableCell>What</TableCell>
                  <TableCell>Module</TableCell>
                  <TableCell>Details</TableCell>
                  <TableCell align="right">Results</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {log.entries.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatLogTime(entry.at)}
                    </TableCell>
                    <TableCell>{entry.username ?? 'Edge staff'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {actionLabel(entry.action)}
                    </TableCell>
                    <TableCell>
                      {MODULE_SHORT[entry.module] ?? entry.module}
                    </TableCell>
                    <TableCell sx={{ minWidth: 220 }}>
                      {entry.summary}
                    </TableCell>
                    <TableCell align="right">
                      {entry.resultCount === null
                        ? ''
                        : formatCount(entry.resultCount)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </HorizontalScroll>
          <Box
            sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 1 }}
          >
            <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
              Newer
            </Button>
            <Button disabled={!log.hasMore} onClick={() => setPage(page + 1)}>
              Older
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
