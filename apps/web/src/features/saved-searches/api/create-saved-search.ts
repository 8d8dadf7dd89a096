import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  NUMERIC_PRODUCT_CODE,
  savedSearchSchema,
  type Module,
  type SavedSearch,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { showSnackbar } from '../../../lib/snackbar';
import { SAVED_SEARCH_SNACKBAR_MS } from '../utils/saved-search-texts';
import { savedSearchKeys } from './saved-search-keys';

export interface CreateSavedSearchInput {
  searchName: string;
  criteria: object;
}

// SPEC §7: POST /api/v1/searches/save answers 201 with the saved search.
export function createSavedSearch(
  module: Module,
  { searchName, criteria }: CreateSavedSearchInput,
): Promise<SavedSearch> {
  return apiClient.post('/api/v1/searches/save', {
    body: {
      json: {
        searchName,
        record_id: NUMERIC_PRODUCT_CODE[module],
        content: { webappSearchCriteria: criteria },
      },
    },
    schema: savedSearchSchema,
  });
}

export function useCreateSavedSearch(module: Module) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSavedSearchInput) =>
      createSavedSearch(module, input),
    // The dialog shows the failure by its field; a 401 still signs out.
    meta: { errorHandling: 'screen' },
    onSuccess: async (saved) => {
      showSnackbar({
        message: `Search saved as '${saved.searchName}'.`,
        severity: 'success',
        durationMs: SAVED_SEARCH_SNACKBAR_MS,
      });
      await queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
    },
  });
}
