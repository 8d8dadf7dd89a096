import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addFavoritesResultSchema,
  ERROR_TEXTS,
  type AddFavoritesResult,
  type Module,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { isSessionError } from '../../../lib/query-client';
import { showSnackbar, SNACKBAR_DURATIONS } from '../../../lib/snackbar';
import {
  bulkAddedMessage,
  FAVORITE_SNACKBAR_MS,
} from '../utils/favorite-texts';
import { favoriteKeys } from './favorite-keys';
import { favoritesPath } from './favorites-path';

// POST /api/v1/favorites/{productCode}/bulk: the ticked companies, all or
// none (decision 0038).
export function addFavorites(
  module: Module,
  muns: readonly string[],
): Promise<AddFavoritesResult> {
  return apiClient.post(`${favoritesPath(module)}/bulk`, {
    body: { json: { muns } },
    schema: addFavoritesResultSchema,
  });
}

export function useAddFavorites(module: Module) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (muns: readonly string[]) => addFavorites(module, muns),
    // The snackbar says which action failed, with the server's reason.
    meta: { errorHandling: 'screen' },
    onError: (error) => {
      if (isSessionError(error)) return;
      const reason = isApiError(error)
        ? error.message
        : ERROR_TEXTS.FAILED_FETCH;
      showSnackbar({
        message: `Not added to favorites. ${reason}`,
        durationMs: SNACKBAR_DURATIONS.error,
      });
    },
    onSuccess: async (result) => {
      showSnackbar({
        message: bulkAddedMessage(result),
        severity: 'success',
        durationMs: FAVORITE_SNACKBAR_MS,
      });
      // The stars of the rows and the favorites list read the new ones.
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: favoriteKeys.statuses(module),
        }),
        queryClient.invalidateQueries({ queryKey: favoriteKeys.lists(module) }),
      ]);
    },
  });
}
