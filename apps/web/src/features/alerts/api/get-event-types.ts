import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  eventTypesSearchResponseSchema,
  type AlertApplication,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { alertKeys } from './alert-keys';

// SPEC §7: POST /api/events/event-types/search, body application.
export async function fetchEventTypes(
  application: AlertApplication,
  signal?: AbortSignal,
) {
  const answer = await apiClient.post('/api/events/event-types/search', {
    body: { json: { application } },
    schema: eventTypesSearchResponseSchema,
    signal,
  });
  return answer.event_types;
}

export function eventTypesQueryOptions(application: AlertApplication) {
  return queryOptions({
    queryKey: alertKeys.eventTypes(application),
    queryFn: ({ signal }) => fetchEventTypes(application, signal),
    // The catalog changes with a release, not while the app is open.
    staleTime: Infinity,
    meta: { errorHandling: 'inline' },
  });
}

/** The application's event types, in the order lists show them. */
export function useEventTypes(application: AlertApplication) {
  return useQuery(eventTypesQueryOptions(application));
}
