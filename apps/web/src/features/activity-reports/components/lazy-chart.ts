import { lazy } from 'react';
import { loadWithReloadRetry } from '../../../lib/lazy-retry';

// The charting library loads after the figures and the table.
export const LazyActivityChart = lazy(() =>
  loadWithReloadRetry(() => import('./activity-chart')).then((m) => ({
    default: m.ActivityChart,
  })),
);
