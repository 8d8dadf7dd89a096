import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoriteList, Module } from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { showSnackbar } from '../../../lib/snackbar';
import { FAVORITE_SNACKBAR_MS, removedMessage } from '../utils/favorite-texts';
import { favoriteKeys } from './favorite-keys';
import type { FavoriteStatus } from './get-favorite-status';
import { favoritesPath } from './favorites-path';

/** The favorite to remove, and what the message names. */
export interface RemovedFavorite {
  id: number;
  muns: string;
  entityName: string;
}

// SPEC §7: DELETE /api/v1/favorites/{productCode}/{id} answers 204.
export function removeFavorite(module: Module, id: number): Promise<void> {
  return apiClient.delete(favoritesPath(module, id));
}

export function useRemoveFavorite(module: Module) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favorite: RemovedFavorite) =>
      removeFavorite(module, favorite.id),
    onSuccess: async (_, favorite) => {
      queryClient.setQueryData<FavoriteStatus>(
        favoriteKeys.status(module, favorite.muns),
        { favoriteId: null },
      );
      // Gone from the table at once, not after the page is fetched again.
      queryClient.setQueriesData<FavoriteList>(
        { queryKey: favoriteKeys.lists(module) },
        (list) =>
          list && {
            count: list.count - 1,
            favorites: list.favorites.filter((f) => f.id !== favorite.id),
          },
      );
      showSnackbar({
        message: removedMessage(favorite.entityName),
        severity: 'success',
        durationMs: FAVORITE_SNACKBAR_MS,
      });
      await queryClient.invalidateQueries({
        queryKey: favoriteKeys.lists(module),
      });
    },
  });
}
