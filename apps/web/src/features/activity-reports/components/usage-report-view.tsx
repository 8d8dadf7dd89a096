import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatCount,
  USAGE_MODULE_NAMES,
  type UsageReport,
} from '@edge/contracts';
import { HorizontalScroll } from '../../../components/ui/horizontal-scroll';
import { useUsageReport } from '../api/get-usage-report';
import { USAGE_CSV_URL } from '../api/report-urls';
import { LINE_COLORS } from '../utils/chart-lines';
import { formatDay } from '../utils/report-range';
import { ChartCard } from './chart-card';
import { CsvButton } from './csv-button';
import { FigureCards, type Figure } from '../../../components/ui/figure-cards';
import { LazyActivityChart } from './lazy-chart';
import { LoadError, LoadingState } from '../../../components/ui/load-states';
import { ReportToolbar } from './report-toolbar';

function headlineFigures(usage: UsageReport): Figure[] {
  const exported = usage.exports.last24Hours.reduce((n, m) => n + m.exports, 0);
  return [
    {
      label: 'Seats used',
      value:
        usage.seats.bought === null
          ? formatCount(usage.seats.used)
          : `${formatCount(usage.seats.used)} of ${formatCount(usage.seats.bought)}`,
      note: usage.seats.bought === null ? 'Seats are not limited' : undefined,
    },
    ...usage.activeUsers.map((window) => ({
      label: `Active, last ${window.days} days`,
      value: window.users,
    })),
    {
      label: 'Exports, last 24 hours',
      value: exported,
      note: `Limit ${formatCount(usage.exports.perUserDailyLimit)} per user; ${formatCount(usage.exports.usersAtLimit)} at it`,
    },
  ];
}

function ModulesTable({ usage }: { usage: UsageReport }) {
  const exportsOf = (module: string) =>
    usage.exports.last24Hours.find((m) => m.module === module)?.exports;
  return (
    <HorizontalScroll label="Use per module">
      <Table size="small" aria-label="Use per module, last 30 days">
        <TableHead>
          <TableRow>
            <TableCell>Module</TableCell>
            <TableCell align="right">Active users</TableCell>
            <TableCell align="right">Sign-ins</TableCell>
            <TableCell align="right">Searches</TableCell>
            <TableCell align="right">Company views</TableCell>
            <TableCell align="right">Exports</TableCell>
            <TableCell align="right">Exports, 24 h</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {usage.modules.length === 0 && (
            <TableRow>
              <TableCell colSpan={7}>
                No activity in the last 30 days.
              </TableCell>
            </TableRow>
          )}
          {usage.modules.map((row) => (
            <TableRow key={row.module}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {USAGE_MODULE_NAMES[row.module] ?? row.module}
              </TableCell>
              <TableCell align="right">
                {formatCount(row.activeUsers)}
              </TableCell>
              <TableCell align="right">{formatCount(row.signIns)}</TableCell>
              <TableCell align="right">{formatCount(row.searches)}</TableCell>
              <TableCell align="right">
                {formatCount(row.companyViews)}
              </TableCell>
              <TableCell align="right">{formatCount(row.exports)}</TableCell>
              <TableCell align="right">
                {row.module ? formatCount(exportsOf(row.module) ?? 0) : '—'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </HorizontalScroll>
  );
}

/** The Usage Report: seats, active users, exports, modules and the trend. */
export function UsageReportView() {
  const query = useUsageReport();
  if (query.isPending) return <LoadingState label="Loading the usage report" />;
  if (query.isError) {
    return (
      <LoadError
        error={query.error}
        what="The report"
        onRetry={() => void query.refetch()}
      />
    );
  }
  const usage = query.data;
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
        range={
          <Typography sx={{ color: 'text.secondary', pt: 0.75 }}>
            As of {formatDay(usage.today)}
          </Typography>
        }
        actions={<CsvButton href={USAGE_CSV_URL} />}
      />
      <FigureCards figures={headlineFigures(usage)} />
      <ChartCard title="Per week, last 26 weeks">
        <LazyActivityChart
          bucket="week"
          days={usage.trend.map((w) => w.week)}
          lines={[
            {
              label: 'Active users',
              color: LINE_COLORS.activeUsers,
              data: usage.trend.map((w) => w.activeUsers),
            },
            {
              label: 'Searches',
              color: LINE_COLORS.searches,
              data: usage.trend.map((w) => w.searches),
            },
            {
              label: 'Exports',
              color: LINE_COLORS.exports,
              data: usage.trend.map((w) => w.exports),
            },
          ]}
        />
      </ChartCard>
      <Box>
        <Typography variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
          Per module, last 30 days
        </Typography>
        <ModulesTable usage={usage} />
      </Box>
    </Box>
  );
}
