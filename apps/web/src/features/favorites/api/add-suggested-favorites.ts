import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddFavoriteBody, Favorite, Module } from '@edge/contracts';
import { addFavorite } from './add-favorite';
import { favoriteKeys } from './favorite-keys';

// The companies a user confirmed among an import's suggestions, one call
// each (SPEC §7 POST /api/v1/favorites/{productCode}): the server checks
// every company against the user's permitted states.
async function addEach(
  module: Module,
  bodies: readonly AddFavoriteBody[],
): Promise<Favorite[]> {
  const added: Favorite[] = [];
  for (const body of bodies) added.push(await addFavorite(module, body));
  return added;
}

export function useAddSuggestedFavorites(module: Module) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bodies: readonly AddFavoriteBody[]) => addEach(module, bodies),
    // The import dialog shows a failure beside the choices.
    meta: { errorHandling: 'screen' },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: favoriteKeys.all });
    },
  });
}
