import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  renewalCalendarSchema,
  type Module,
  type RenewalsQuery,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { renewalKeys, renewalsPath } from './renewal-keys';

// The query string as the contract reads it: the window in days.
function renewalsSearch(query: RenewalsQuery): string {
  const params = new URLSearchParams();
  if (query.stage) params.set('stage', query.stage);
  if (query.window) params.set('window', String(query.window));
  const search = params.toString();
  return search ? `?${search}` : '';
}

// GET /api/v1/renewals/{module}?stage=&window=: the calendar, dates in order.
export function renewalsQueryOptions(module: Module, query: RenewalsQuery) {
  return queryOptions({
    queryKey: renewalKeys.calendar(module, query),
    queryFn: () =>
      apiClient.get(`${renewalsPath(module)}${renewalsSearch(query)}`, {
        schema: renewalCalendarSchema,
      }),
    meta: { errorHandling: 'screen' },
  });
}

export function useRenewals(module: Module, query: RenewalsQuery) {
  return useQuery(renewalsQueryOptions(module, query));
}
