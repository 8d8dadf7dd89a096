import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { ChartTable } from './chart-table';

interface ChartFigureProps {
  /** What the chart shows; also the caption of its table. */
  label: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
  height: number;
  chart: ReactNode;
}

/**
 * A chart with its text alternative: screen readers get the same figures
 * as a table. The chart code loads on its own, after the cards.
 */
export function ChartFigure(props: ChartFigureProps) {
  const { label, height } = props;
  return (
    <Box component="figure" aria-label={label} sx={{ m: 0, minWidth: 0 }}>
      <Box aria-hidden sx={{ minHeight: height }}>
        <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
          {props.chart}
        </Suspense>
      </Box>
      <ChartTable caption={label} headers={props.headers} rows={props.rows} />
    </Box>
  );
}
