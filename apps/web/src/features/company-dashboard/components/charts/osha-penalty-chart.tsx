import { BarChart } from '@mui/x-charts/BarChart';
import type { OshaYear } from '@edge/contracts';
import { BRAND } from '../../../../config/theme';
import { formatFullMoney, formatMoney } from '@edge/contracts';

const money = (value: number | null) =>
  value === null ? '' : formatFullMoney(value);

/** OSHA penalties per year: as first assessed and as they stand now. */
export function OshaPenaltyChart({
  years,
  height,
}: {
  years: readonly OshaYear[];
  height: number;
}) {
  return (
    <BarChart
      // Hidden from readers (the table beside says it): not a tab stop.
      disableKeyboardNavigation
      height={height}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      xAxis={[{ scaleType: 'band', data: years.map((y) => String(y.year)) }]}
      yAxis={[{ width: 52, valueFormatter: (v: number) => formatMoney(v) }]}
      series={[
        {
          label: 'Initial penalty',
          data: years.map((y) => y.initial_penalty),
          color: '#b8c4d6',
          valueFormatter: money,
        },
        {
          label: 'Current penalty',
          data: years.map((y) => y.current_penalty),
          color: BRAND.teal,
          valueFormatter: money,
        },
      ]}
    />
  );
}
