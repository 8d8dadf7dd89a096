import { LineChart } from '@mui/x-charts/LineChart';
import type { PlanYearFigures } from '@edge/contracts';
import { BRAND } from '../../../../config/theme';
import {
  formatAbbreviated,
  formatCount,
  formatFullMoney,
  formatMoney,
} from '@edge/contracts';

/** Premium (left axis) and participants (right axis) over the plan years. */
export function PlanHistoryChart({
  years,
  height,
}: {
  years: readonly PlanYearFigures[];
  height: number;
}) {
  return (
    <LineChart
      // Hidden from readers (the table beside says it): not a tab stop.
      disableKeyboardNavigation
      height={height}
      margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
      xAxis={[{ scaleType: 'point', data: years.map((y) => String(y.year)) }]}
      yAxis={[
        {
          id: 'money',
          width: 52,
          valueFormatter: (v: number) => formatMoney(v),
        },
        {
          id: 'people',
          position: 'right',
          width: 44,
          valueFormatter: (v: number) => formatAbbreviated(v),
        },
      ]}
      series={[
        {
          label: 'Premium',
          yAxisId: 'money',
          data: years.map((y) => y.premium),
          color: BRAND.teal,
          valueFormatter: (v) => (v === null ? '' : formatFullMoney(v)),
        },
        {
          label: 'Participants',
          yAxisId: 'people',
          data: years.map((y) => y.participants),
          color: BRAND.navyLight,
          valueFormatter: (v) => formatCount(v),
        },
      ]}
    />
  );
}
