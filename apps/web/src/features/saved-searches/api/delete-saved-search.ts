import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, SavedSearchList } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { showSnackbar } from '../../../lib/snackbar';
import { SAVED_SEARCH_SNACKBAR_MS } from '../utils/saved-search-texts';
import { savedSearchKeys } from './saved-search-keys';

// SPEC §7: DELETE /api/v1/searches/{id} answers 204.
export function deleteSavedSearch(id: number): Promise<void> {
  return apiClient.delete(`/api/v1/searches/${id}`);
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (search: SavedSearch) => deleteSavedSearch(search.id),
    meta: { errorHandling: 'screen' },
    onSuccess: async (_, search) => {
      // Gone from the list at once, not after the list is fetched again.
      queryClient.setQueriesData<SavedSearchList>(
        { queryKey: savedSearchKeys.all },
        (list) =>
          list && {
            count: list.count - 1,
            saved_searches: list.saved_searches.filter(
              (item) => item.id !== search.id,
            ),
          },
      );
      showSnackbar({
        message: `Deleted '${search.searchName}'.`,
        severity: 'success',
        durationMs: SAVED_SEARCH_SNACKBAR_MS,
      });
      await queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
    },
  });
}
