import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  NUMERIC_PRODUCT_CODE,
  savedSearchListSchema,
  type Module,
  type SavedSearchList,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { savedSearchKeys } from './saved-search-keys';

// SPEC §7: GET /api/v1/searches/all/{5 | 7}, by the module's product code.
export function fetchSavedSearches(
  module: Module,
  signal?: AbortSignal,
): Promise<SavedSearchList> {
  return apiClient.get(`/api/v1/searches/all/${NUMERIC_PRODUCT_CODE[module]}`, {
    schema: savedSearchListSchema,
    signal,
  });
}

export function savedSearchesQueryOptions(module: Module) {
  return queryOptions({
    queryKey: savedSearchKeys.list(module),
    queryFn: ({ signal }) => fetchSavedSearches(module, signal),
    // The screen shows its own loading and error states.
    meta: { errorHandling: 'screen' },
  });
}

export function useSavedSearches(module: Module) {
  return useQuery(savedSearchesQueryOptions(module));
}
