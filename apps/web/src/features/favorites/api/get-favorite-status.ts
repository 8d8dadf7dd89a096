import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  FAVORITE_LOOKUP_MAX,
  favoriteLookupSchema,
  type Module,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { chunked } from '../utils/chunked';
import { favoriteKeys } from './favorite-keys';
import { favoritesPath } from './favorites-path';

/** Whether a company is a favorite of the module, and which one. */
export interface FavoriteStatus {
  favoriteId: number | null;
}

interface Waiter {
  muns: string;
  resolve: (status: FavoriteStatus) => void;
  reject: (error: unknown) => void;
}

// Every star of a results page asks in the same moment: one lookup per
// module answers them all instead of one request per row.
const waiting = new Map<Module, Waiter[]>();

async function answer(module: Module, batch: readonly Waiter[]) {
  try {
    const params = new URLSearchParams({
      muns: [...new Set(batch.map((w) => w.muns))].join(','),
    });
    const { favorites } = await apiClient.get(
      `${favoritesPath(module)}/lookup?${params}`,
      { schema: favoriteLookupSchema },
    );
    const ids = new Map(favorites.map((f) => [f.muns, f.id]));
    batch.forEach((w) => w.resolve({ favoriteId: ids.get(w.muns) ?? null }));
  } catch (error) {
    batch.forEach((w) => w.reject(error));
  }
}

function flush(module: Module) {
  const batch = waiting.get(module) ?? [];
  waiting.delete(module);
  for (const part of chunked(batch, FAVORITE_LOOKUP_MAX)) {
    void answer(module, part);
  }
}

// GET /api/v1/favorites/{productCode}/lookup?muns=a,b,c, batched.
export function fetchFavoriteStatus(
  module: Module,
  muns: string,
): Promise<FavoriteStatus> {
  return new Promise((resolve, reject) => {
    const queue = waiting.get(module);
    if (queue) {
      queue.push({ muns, resolve, reject });
      return;
    }
    waiting.set(module, [{ muns, resolve, reject }]);
    setTimeout(() => flush(module), 0);
  });
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
