import { LineChart } from '@mui/x-charts/LineChart';
import type { ActivityChartBucket } from '@edge/contracts';
import type { ChartLine } from '../utils/chart-lines';
import { bucketLabel, bucketTick } from '../utils/report-range';

/**
 * Lines of figures over days, weeks or months, each point named by its
 * first day (the table beside says the same).
 */
export function ActivityChart({
  days,
  lines,
  bucket = 'day',
  height = 260,
}: {
  days: readonly string[];
  lines: readonly ChartLine[];
  bucket?: ActivityChartBucket;
  height?: number;
}) {
  return (
    <LineChart
      // Hidden from keyboard readers: the table says the same.
      disableKeyboardNavigation
      height={height}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      xAxis={[
        {
          scaleType: 'point',
          data: [...days],
          valueFormatter: (day: string, context) =>
            context.location === 'tick'
              ? bucketTick(day, bucket)
              : bucketLabel(day, bucket),
        },
      ]}
      yAxis={[{ width: 40, tickMinStep: 1 }]}
      series={lines.map((line) => ({
        label: line.label,
        color: line.color,
        // Straight between points: a day's figure is not a trend.
        curve: 'linear',
        showMark: days.length <= 14,
        data: [...line.data],
      }))}
    />
  );
}
