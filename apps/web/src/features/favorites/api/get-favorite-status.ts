import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  FAVORITE_LOOKUP_MAX,
  favoriteLookupSchema,
  type Module,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { rowBatcher } from '../../../lib/row-batcher';
import { favoriteKeys } from './favorite-keys';
import { favoritesPath } from './favorites-path';

/** Whether a company is a favorite of the module, and which one. */
export interface FavoriteStatus {
  favoriteId: number | null;
}

// GET /api/v1/favorites/{productCode}/lookup?muns=a,b,c, one read for a
// page's stars.
const fetchFavoriteId = rowBatcher<number>(
  FAVORITE_LOOKUP_MAX,
  async (module, muns) => {
    const params = new URLSearchParams({ muns: muns.join(',') });
    const { favorites } = await apiClient.get(
      `${favoritesPath(module)}/lookup?${params}`,
      { schema: favoriteLookupSchema },
    );
    return new Map(favorites.map((f) => [f.muns, f.id]));
  },
);

export async function fetchFavoriteStatus(
  module: Module,
  muns: string,
): Promise<FavoriteStatus> {
  return { favoriteId: await fetchFavoriteId(module, muns) };
}

export function favoriteStatusQueryOptions(module: Module, muns: string) {
  return queryOptions({
    queryKey: favoriteKeys.status(module, muns),
    queryFn: () => fetchFavoriteStatus(module, muns),
    // Only this user's own changes move it, and those update it directly.
    staleTime: 5 * 60_000,
    // A star that cannot load stays empty; adding it again is harmless.
    meta: { errorHandling: 'screen' },
  });
}

export function useFavoriteStatus(module: Module, muns: string) {
  return useQuery(favoriteStatusQueryOptions(module, muns));
}
