import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportDatasetsSchema } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { supportKeys } from './support-keys';

export function fetchSupportDatasets(signal?: AbortSignal) {
  return apiClient.get('/api/v1/support/datasets', {
    schema: supportDatasetsSchema,
    signal,
  });
}

export function supportDatasetsQueryOptions() {
  return queryOptions({
    queryKey: supportKeys.datasets(),
    queryFn: ({ signal }) => fetchSupportDatasets(signal),
    // The data page says when it cannot load.
    meta: { errorHandling: 'screen' },
  });
}

/** The data page: each imported dataset, from the import records. */
export function useSupportDatasets() {
  return useQuery(supportDatasetsQueryOptions());
}
