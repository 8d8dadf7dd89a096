import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  favoriteSchema,
  type AddFavoriteBody,
  type Favorite,
  type Module,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { showSnackbar } from '../../../lib/snackbar';
import { addedMessage, FAVORITE_SNACKBAR_MS } from '../utils/favorite-texts';
import { favoriteKeys } from './favorite-keys';
import type { FavoriteStatus } from './get-favorite-status';
import { favoritesPath } from './favorites-path';

// SPEC §7: POST /api/v1/favorites/{productCode}; 201 new, 200 already one.
export function addFavorite(
  module: Module,
  body: AddFavoriteBody,
): Promise<Favorite> {
  return apiClient.post(favoritesPath(module), {
    body: { json: body },
    schema: favoriteSchema,
  });
}

export function useAddFavorite(module: Module) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddFavoriteBody) => addFavorite(module, body),
    onSuccess: async (favorite) => {
      queryClient.setQueryData<FavoriteStatus>(
        favoriteKeys.status(module, favorite.muns),
        { favoriteId: favorite.id },
      );
      showSnackbar({
        message: addedMessage(favorite.entity_name),
        severity: 'success',
        durationMs: FAVORITE_SNACKBAR_MS,
      });
      await queryClient.invalidateQueries({
        queryKey: favoriteKeys.lists(module),
      });
    },
  });
}
