import { useCallback, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { Module } from '@edge/contracts';
import { lastSearchModule } from '../../../lib/search-preference';
import { parseModule, pickDashboardModule } from '../utils/dashboard-module';

/**
 * The module whose reports are on screen (`?module=`), and the switch the
 * tabs use. `available`: the profile's modules, null while it loads.
 */
export function useDashboardModule(
  held: readonly Module[],
  available: readonly Module[] | null,
) {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  // Read once: the tab's last search does not change under the dashboard.
  const [cameFrom] = useState(lastSearchModule);
  const requested = parseModule(params.get('module'));
  const module = pickDashboardModule({ requested, cameFrom, held, available });
  const select = useCallback(
    (next: Module) =>
      setParams(
        (current) => {
          current.set('module', next);
          return current;
        },
        // Keep Back's target; a switch is not a new page in the history.
        { replace: true, state, preventScrollReset: true },
      ),
    [setParams, state],
  );
  return { module, select };
}
