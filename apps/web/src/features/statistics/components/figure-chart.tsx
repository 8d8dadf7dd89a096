import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatFullMoney, type StatChart } from '@edge/contracts';
import { BRAND } from '../../../config/theme';
import type { ChartData } from '../utils/chart-data';
import { formatStatTick, formatStatValue } from '../utils/format-stat-value';

// The dashboard's teal and navy first, then distinct hues for more series.
const PALETTE = [
  BRAND.teal,
  BRAND.navyLight,
  '#e5b93a',
  '#d64545',
  '#3f9fd6',
  '#8cbf5a',
  '#7c5cbf',
  '#e8863c',
  '#5b6679',
  BRAND.tealLight,
];

interface FigureChartProps {
  chart: Pick<StatChart, 'kind' | 'isHorizontal'>;
  data: ChartData;
  height: number;
}

/** A figure's chart, drawn from the answer's chart spec. */
export function FigureChart({ chart, data, height }: FigureChartProps) {
  // A phone keeps more of its width for the bars than for their names.
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { format } = data.measure;
  const tick = (value: number) => formatStatTick(format, value);
  const full = (value: number | null) => {
    if (value === null) return 'No data';
    return format === 'money'
      ? formatFullMoney(value)
      : formatStatValue(format, value);
  };
  const series = data.series.map((s, i) => ({
    id: s.key,
    label: s.label,
    data: s.data,
    color: PALETTE[i % PALETTE.length],
    valueFormatter: full,
  }));
  const common = {
    // The table beside says the same to a reader: not a tab stop.
    disableKeyboardNavigation: true,
    height,
    hideLegend: series.length === 1,
  } as const;
  // Many categories, or names too long to stand side by side (a peril
  // 'Earthquake and landslide', fleet bands): the labels lean.
  const isCrowded =
    data.categories.length > 8 ||
    data.categories.join('').length > CROWDED_LABEL_CHARS;
  if (chart.kind === 'line') {
    return (
      <LineChart
        {...common}
        xAxis={[
          {
            scaleType: 'point',
            data: data.categories,
            ...(isCrowded ? ANGLED_TICKS : {}),
          },
        ]}
        yAxis={[{ width: 60, valueFormatter: tick }]}
        series={series.map((s) => ({
          ...s,
          showMark: data.categories.length <= 24,
        }))}
      />
    );
  }
  if (chart.isHorizontal) {
    return (
      <BarChart
        {...common}
        layout="horizontal"
        yAxis={[
          {
            scaleType: 'band',
            data: data.categories,
            width: isPhone ? 104 : 150,
          },
        ]}
        xAxis={[{ valueFormatter: tick }]}
        series={series}
      />
    );
  }
  return (
    <BarChart
      {...common}
      xAxis={[
        {
          scaleType: 'band',
          data: data.categories,
          ...(isCrowded ? ANGLED_TICKS : {}),
        },
      ]}
      yAxis={[{ width: 60, valueFormatter: tick }]}
      series={series}
    />
  );
}

// Upright labels the chart's width holds, in characters all told.
const CROWDED_LABEL_CHARS = 36;

// Crowded categories: their labels lean, so they do not overlap.
const ANGLED_TICKS = {
  height: 64,
  tickLabelStyle: { angle: -45, textAnchor: 'end', fontSize: 11 },
} as const;
