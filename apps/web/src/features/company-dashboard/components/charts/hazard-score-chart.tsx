import { BarChart } from '@mui/x-charts/BarChart';
import type { HazardScale } from '@edge/contracts';

// Green to red through five steps of the scale.
const RATING_COLORS = ['#3f9f74', '#8cbf5a', '#e5b93a', '#e8863c', '#d64545'];

/** One bar per hazard, on the axis of its scale (FEMA 0-100 or crime). */
export function HazardScoreChart({
  scale,
  height,
}: {
  scale: HazardScale;
  height: number;
}) {
  return (
    <BarChart
      // Hidden from readers (the table beside says it): not a tab stop.
      disableKeyboardNavigation
      height={height}
      layout="horizontal"
      hideLegend
      margin={{ top: 4, right: 12, bottom: 0, left: 0 }}
      yAxis={[
        {
          scaleType: 'band',
          width: scale.key === 'crime' ? 100 : 60,
          data: scale.bars.map((bar) => bar.label),
        },
      ]}
      xAxis={[
        {
          min: 0,
          max: scale.max,
          colorMap: {
            type: 'piecewise',
            thresholds: [...scale.thresholds],
            colors: RATING_COLORS,
          },
        },
      ]}
      series={[
        {
          label: 'Score',
          data: scale.bars.map((bar) => bar.score),
          valueFormatter: (v) => (v === null ? 'Not rated' : v.toFixed(1)),
        },
      ]}
    />
  );
}
