import { Suspense, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { StatColumn, StatisticsFigure } from '@edge/contracts';
import { buildChartData, type ChartData } from '../utils/chart-data';
import { FigureTable } from './figure-table';
import { FigureChart } from './lazy-figure-chart';
import { MeasureSwitch } from './measure-switch';

/** Room for the chart: horizontal bars grow with their categories. */
function chartHeight(answer: StatisticsFigure, data: ChartData): number {
  if (!answer.chart.isHorizontal) return 320;
  const perCategory = 10 + 14 * data.series.length;
  return Math.min(
    1000,
    Math.max(240, data.categories.length * perCategory + 48),
  );
}

function chartLabel(title: string, data: ChartData, answer: StatisticsFigure) {
  const x = answer.columns.find((c) => c.key === answer.chart.x);
  const split = answer.columns.find((c) => c.key === answer.chart.split);
  const by = [x?.label, split && `one series per ${split.label}`]
    .filter(Boolean)
    .join(', ');
  return `Chart of ${title}: ${data.measure.label}${by ? ` by ${by}` : ''}`;
}

/** A figure's chart with its table beside it (below on a phone). */
export function FigureView({
  title,
  answer,
}: {
  title: string;
  answer: StatisticsFigure;
}) {
  const measures = answer.chart.measures
    .map((key) => answer.columns.find((c) => c.key === key))
    .filter((c): c is StatColumn => c !== undefined);
  const [chosen, setChosen] = useState<string | null>(null);
  // A new answer may chart other measures: then its first one.
  const measure =
    measures.find((c) => c.key === chosen)?.key ?? answer.chart.measures[0]!;
  const data = useMemo(
    () => buildChartData(answer, measure),
    [answer, measure],
  );
  const height = chartHeight(answer, data);
  // A table of many columns takes the larger part of the width.
  const isWideTable = answer.columns.length > WIDE_TABLE_COLUMNS;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: isWideTable
            ? 'minmax(0, 2fr) minmax(0, 3fr)'
            : 'repeat(2, minmax(0, 1fr))',
        },
      }}
    >
      <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        {measures.length > 1 && (
          <MeasureSwitch
            title={title}
            measures={measures}
            value={measure}
            onChange={setChosen}
          />
        )}
        <Box role="img" aria-label={chartLabel(title, data, answer)}>
          <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
            <FigureChart chart={answer.chart} data={data} height={height} />
          </Suspense>
        </Box>
      </Box>
      <FigureTable
        caption={title}
        columns={answer.columns}
        rows={answer.rows}
      />
    </Box>
  );
}

// More columns than this and the table gets three fifths of the card.
const WIDE_TABLE_COLUMNS = 4;
