import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { sortActivityUsers } from '@edge/contracts';
import { useActivityReport } from '../api/get-activity-report';
import { reportCsvUrl, type ReportSource } from '../api/report-urls';
import { useReportRange } from '../hooks/use-report-range';
import { activityLines } from '../utils/chart-lines';
import { chartTitle } from '../utils/report-range';
import { ActivityUserTable, type UserSort } from './activity-user-table';
import { ChartCard } from './chart-card';
import { CsvButton } from './csv-button';
import { DateRangeFields } from './date-range-fields';
import { FigureCards } from '../../../components/ui/figure-cards';
import { LazyActivityChart } from './lazy-chart';
import { ReportEmpty } from './report-states';
import { LoadError, LoadingState } from '../../../components/ui/load-states';
import { ReportToolbar } from './report-toolbar';

/**
 * An activity report: a range, its totals, a chart of its days and a
 * sortable table of its users, downloadable as CSV in the table's order.
 */
export function ActivityReportView({
  source,
  children,
}: {
  source: ReportSource;
  /** More of the report below the table (the Activity Report's log). */
  children?: ReactNode;
}) {
  const [range, setRange] = useReportRange();
  const [sort, setSort] = useState<UserSort>({
    field: 'name',
    direction: 'asc',
  });
  const query = useActivityReport(source, range);
  const report = query.data;
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
        actions={
          report && <CsvButton href={reportCsvUrl(source, range, sort)} />
        }
      />
      {query.isPending && <LoadingState label="Loading the report" />}
      {query.isError && (
        <LoadError
          error={query.error}
          what="The report"
          onRetry={() => void query.refetch()}
        />
      )}
      {report && (
        <>
          {report.group && (
            <Typography variant="body1" sx={{ fontWeight: 600 }}>
              Group: {report.group.name}
            </Typography>
          )}
          <FigureCards
            figures={[
              {
                label: 'Active users',
                value: report.totals.activeUsers,
                note: `of ${report.users.length}`,
              },
              { label: 'Sign-ins', value: report.totals.signIns },
              { label: 'Searches', value: report.totals.searches },
              { label: 'Company views', value: report.totals.companyViews },
              { label: 'Exports', value: report.totals.exports },
            ]}
          />
          <ChartCard title={chartTitle(report, report.bucket)}>
            <LazyActivityChart
              days={report.days.map((d) => d.day)}
              lines={activityLines(report.days)}
              bucket={report.bucket}
            />
          </ChartCard>
          {report.users.length === 0 ? (
            <ReportEmpty title="No users to report">
              This report has no users yet.
            </ReportEmpty>
          ) : (
            <>
              {report.totals.activeUsers === 0 && (
                <Typography sx={{ color: 'text.secondary' }}>
                  No activity in these dates: every user shows zeros.
                </Typography>
              )}
              <ActivityUserTable
                rows={sortActivityUsers(
                  report.users,
                  sort.field,
                  sort.direction,
                )}
                sort={sort}
                onSort={setSort}
              />
            </>
          )}
          {children}
        </>
      )}
    </Box>
  );
}
