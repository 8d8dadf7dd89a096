import { queryOptions, useQuery } from '@tanstack/react-query';
import { ALERT_COUNT_LIMIT, type Module } from '@edge/contracts';
import { applicationOf } from '../utils/alert-application';
import { alertKeys } from './alert-keys';
import { searchAlerts } from './search-alerts';

// SPEC §7: limit 0 asks only for the count of unchecked alerts.
export async function fetchAlertCount(module: Module, signal?: AbortSignal) {
  const answer = await searchAlerts(
    {
      application: applicationOf(module),
      limit: ALERT_COUNT_LIMIT,
      pageIndex: 0,
      checked: false,
    },
    signal,
  );
  return answer.hits;
}

export function alertCountQueryOptions(module: Module) {
  return queryOptions({
    queryKey: alertKeys.count(module),
    queryFn: ({ signal }) => fetchAlertCount(module, signal),
    staleTime: 60_000,
    // A badge that cannot load stays empty: no snackbar on every focus.
    meta: { errorHandling: 'screen' },
  });
}

export function useAlertCount(module: Module) {
  return useQuery(alertCountQueryOptions(module));
}
