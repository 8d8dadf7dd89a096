import { lazy } from 'react';
import { loadWithReloadRetry } from '../../../lib/lazy-retry';

// The charting library loads after the page: filters and tables show first
// (a stale chunk reloads, SPEC §4).
export const FigureChart = lazy(() =>
  loadWithReloadRetry(() => import('./figure-chart')).then((m) => ({
    default: m.FigureChart,
  })),
);
