import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  savedSearchSchema,
  type Module,
  type SavedSearch,
  type SavedSearchList,
  type UpdateSavedSearchBody,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { showSnackbar } from '../../../lib/snackbar';
import { SAVED_SEARCH_SNACKBAR_MS } from '../utils/saved-search-texts';
import { savedSearchKeys } from './saved-search-keys';

export interface UpdateSavedSearchInput {
  id: number;
  body: UpdateSavedSearchBody;
  /** What the success snackbar says. */
  successMessage: string;
}

// SPEC §7: PUT /api/v1/searches/{id}, a new name and/or new criteria.
export function updateSavedSearch(
  id: number,
  body: UpdateSavedSearchBody,
): Promise<SavedSearch> {
  return apiClient.put(`/api/v1/searches/${id}`, {
    body: { json: body },
    schema: savedSearchSchema,
  });
}

function replaceInList(
  list: SavedSearchList | undefined,
  saved: SavedSearch,
): SavedSearchList | undefined {
  if (!list) return list;
  return {
    ...list,
    saved_searches: list.saved_searches.map((item) =>
      item.id === saved.id ? saved : item,
    ),
  };
}

export function useUpdateSavedSearch(module: Module) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: UpdateSavedSearchInput) =>
      updateSavedSearch(id, body),
    meta: { errorHandling: 'screen' },
    onSuccess: async (saved, { successMessage }) => {
      // The editor compares with the stored criteria: show them at once.
      queryClient.setQueryData<SavedSearchList>(
        savedSearchKeys.list(module),
        (list) => replaceInList(list, saved),
      );
      showSnackbar({
        message: successMessage,
        severity: 'success',
        durationMs: SAVED_SEARCH_SNACKBAR_MS,
      });
      await queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
    },
  });
}
