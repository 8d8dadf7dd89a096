import { lazy } from 'react';
import { loadWithReloadRetry } from '../../../../lib/lazy-retry';

// The charting library stays out of the first dashboard chunk: cards and
// figures show first, charts follow (a stale chunk reloads, SPEC §4).
export const OshaPenaltyChart = lazy(() =>
  loadWithReloadRetry(() => import('./osha-penalty-chart')).then((m) => ({
    default: m.OshaPenaltyChart,
  })),
);

export const PlanHistoryChart = lazy(() =>
  loadWithReloadRetry(() => import('./plan-history-chart')).then((m) => ({
    default: m.PlanHistoryChart,
  })),
);

export const HazardScoreChart = lazy(() =>
  loadWithReloadRetry(() => import('./hazard-score-chart')).then((m) => ({
    default: m.HazardScoreChart,
  })),
);
