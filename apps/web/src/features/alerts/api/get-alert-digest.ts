import { queryOptions, useQuery } from '@tanstack/react-query';
import { alertDigestSettingsSchema } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { alertKeys } from './alert-keys';

export function fetchAlertDigest(signal?: AbortSignal) {
  return apiClient.get('/api/v1/alerts/digest', {
    schema: alertDigestSettingsSchema,
    signal,
  });
}

export function alertDigestQueryOptions() {
  return queryOptions({
    queryKey: alertKeys.digest(),
    queryFn: ({ signal }) => fetchAlertDigest(signal),
    // The switch says when it cannot load.
    meta: { errorHandling: 'inline' },
  });
}

/** The daily alerts mail: on or off, and the hour it goes. */
export function useAlertDigest() {
  return useQuery(alertDigestQueryOptions());
}
