import { LineChart } from '@mui/x-charts/LineChart';
import type { ChartLine } from '../utils/chart-lines';
import { formatDay, formatShortDay } from '../utils/report-range';

/** Lines of figures over days or weeks (the table beside says the same). */
export function ActivityChart({
  days,
  lines,
  height = 260,
}: {
  days: readonly string[];
  lines: readonly ChartLine[];
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
            context.location === 'tick' ? formatShortDay(day) : formatDay(day),
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
