import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ALERT_COUNT_LIMIT,
  alertSearchResponseSchema,
  type AlertSearchBody,
  type Module,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';

const countSchema = alertSearchResponseSchema.pick({ hits: true });

export const alertKeys = {
  all: ['alerts'] as const,
  count: (module: Module) => [...alertKeys.all, 'count', module] as const,
};

// SPEC §7: limit 0 asks only for the count of unchecked alerts.
export async function fetchAlertCount(module: Module, signal?: AbortSignal) {
  const body: AlertSearchBody = {
    application: module === 'pc' ? 'PC' : 'EB',
    limit: ALERT_COUNT_LIMIT,
    pageIndex: 0,
    checked: false,
  };
  const answer = await apiClient.post('/api/events/alerts/search', {
    body: { json: body },
    schema: countSchema,
    signal,
  });
  return answer.hits;
}

export function alertCountQueryOptions(module: Module) {
  return queryOptions({
    queryKey: alertKeys.count(module),
    queryFn: ({ signal }) => fetchAlertCount(module, signal),
    staleTime: 60_000,
  });
}

export function useAlertCount(module: Module) {
  return useQuery(alertCountQueryOptions(module));
}
