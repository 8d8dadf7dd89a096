import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  favoriteSchema,
  type Favorite,
  type FavoriteList,
  type Module,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { showSnackbar } from '../../../lib/snackbar';
import { FAVORITE_SNACKBAR_MS } from '../utils/favorite-texts';
import { favoriteKeys } from './favorite-keys';
import { favoritesPath } from './favorites-path';

export interface UpdateFavoriteInput {
  id: number;
  comment: string;
}

// SPEC §7: PUT /api/v1/favorites/{productCode}/{id}, a new comment.
export function updateFavorite(
  module: Module,
  { id, comment }: UpdateFavoriteInput,
): Promise<Favorite> {
  return apiClient.put(favoritesPath(module, id), {
    body: { json: { comment } },
    schema: favoriteSchema,
  });
}

export function useUpdateFavorite(module: Module) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateFavoriteInput) => updateFavorite(module, input),
    // The comment editor shows the failure by its field.
    meta: { errorHandling: 'screen' },
    onSuccess: async (saved) => {
      queryClient.setQueriesData<FavoriteList>(
        { queryKey: favoriteKeys.lists(module) },
        (list) =>
          list && {
            ...list,
            favorites: list.favorites.map((f) =>
              f.id === saved.id ? saved : f,
            ),
          },
      );
      showSnackbar({
        message: saved.comment ? 'Comment saved.' : 'Comment removed.',
        severity: 'success',
        durationMs: FAVORITE_SNACKBAR_MS,
      });
      await queryClient.invalidateQueries({
        queryKey: favoriteKeys.lists(module),
      });
    },
  });
}
