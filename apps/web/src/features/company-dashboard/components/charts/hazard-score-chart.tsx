import { BarChart } from '@mui/x-charts/BarChart';
import type { HazardGroup } from '@edge/contracts';

// Green to red through the five National Risk Index ratings.
const RATING_COLORS = ['#3f9f74', '#8cbf5a', '#e5b93a', '#e8863c', '#d64545'];

/** One bar per hazard group on a 0-100 scale (crime may pass 100). */
export function HazardScoreChart({
  groups,
  height,
}: {
  groups: readonly HazardGroup[];
  height: number;
}) {
  const top = Math.max(100, ...groups.map((g) => g.score ?? 0));
  return (
    <BarChart
      height={height}
      layout="horizontal"
      hideLegend
      margin={{ top: 4, right: 12, bottom: 0, left: 0 }}
      yAxis={[
        { scaleType: 'band', width: 60, data: groups.map((g) => g.label) },
      ]}
      xAxis={[
        {
          min: 0,
          max: top,
          colorMap: {
            type: 'piecewise',
            thresholds: [20, 40, 60, 80],
            colors: RATING_COLORS,
          },
        },
      ]}
      series={[
        {
          label: 'Score',
          data: groups.map((g) => g.score),
          valueFormatter: (v) => (v === null ? 'Not rated' : v.toFixed(1)),
        },
      ]}
    />
  );
}
