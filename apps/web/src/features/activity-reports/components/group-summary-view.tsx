import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatCount } from '@edge/contracts';
import { HorizontalScroll } from '../../../components/ui/horizontal-scroll';
import { paths } from '../../../config/paths';
import { useGroupSummary } from '../api/get-activity-report';
import { reportCsvUrl } from '../api/report-urls';
import { useReportRange } from '../hooks/use-report-range';
import { CsvButton } from './csv-button';
import { DateRangeFields } from './date-range-fields';
import { ReportEmpty } from './report-states';
import { LoadError, LoadingState } from '../../../components/ui/load-states';
import { ReportToolbar } from './report-toolbar';

const FIGURES = [
  ['members', 'Members'],
  ['activeUsers', 'Active users'],
  ['signIns', 'Sign-ins'],
  ['searches', 'Searches'],
  ['companyViews', 'Company views'],
  ['exports', 'Exports'],
] as const;

/** Group Reports: each group in all; a group's name opens its users. */
export function GroupSummaryView() {
  const [range, setRange] = useReportRange();
  const query = useGroupSummary(range);
  const summary = query.data;
  const search = `?from=${range.from}&to=${range.to}`;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        // Wide tables and charts scroll or shrink inside, never widen the page.
        gridTemplateColumns: 'minmax(0, 1fr)',
      }}
    >
      <ReportToolbar
        range={<DateRangeFields range={range} onChange={setRange} />}
        actions={summary && <CsvButton href={reportCsvUrl('/groups', range)} />}
      />
      {query.isPending && <LoadingState label="Loading the groups" />}
      {query.isError && (
        <LoadError
          error={query.error}
          what="The report"
          onRetry={() => void query.refetch()}
        />
      )}
      {summary && summary.groups.length === 0 && (
        <ReportEmpty title="No groups yet">
          Your account has no groups of users. Groups made in Manage Users are
          reported here.
        </ReportEmpty>
      )}
      {summary && summary.groups.length > 0 && (
        <HorizontalScroll label="Activity per group">
          <Table size="small" aria-label="Activity per group">
            <TableHead>
              <TableRow>
                <TableCell>Group</TableCell>
                {FIGURES.map(([key, label]) => (
                  <TableCell
                    key={key}
                    align="right"
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {summary.groups.map((group) => (
                <TableRow key={group.groupId} hover>
                  <TableCell sx={{ minWidth: 160 }}>
                    <Link
                      component={RouterLink}
                      to={`${paths.groupReport(group.groupId)}${search}`}
                      sx={{ fontWeight: 600 }}
                    >
                      {group.name}
                    </Link>
                  </TableCell>
                  {FIGURES.map(([key]) => (
                    <TableCell key={key} align="right">
                      {formatCount(group[key])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </HorizontalScroll>
      )}
    </Box>
  );
}
