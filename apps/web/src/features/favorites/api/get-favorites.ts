import {
  keepPreviousData,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  favoriteListSchema,
  type FavoriteList,
  type FavoritesQuery,
  type Module,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { favoriteKeys } from './favorite-keys';
import { favoritesPath } from './favorites-path';

// SPEC §7: GET /api/v1/favorites/{productCode}?page&pageSize&sort.
export function fetchFavorites(
  module: Module,
  query: FavoritesQuery,
  signal?: AbortSignal,
): Promise<FavoriteList> {
  const params = new URLSearchParams({
    page: String(query.page),
    pageSize: String(query.pageSize),
    sort: query.sort,
  });
  return apiClient.get(`${favoritesPath(module)}?${params}`, {
    schema: favoriteListSchema,
    signal,
  });
}

export function favoritesQueryOptions(module: Module, query: FavoritesQuery) {
  return queryOptions({
    queryKey: favoriteKeys.list(module, query),
    queryFn: ({ signal }) => fetchFavorites(module, query, signal),
    // The screen shows its own loading and error states.
    meta: { errorHandling: 'screen' },
  });
}

/** One page of favorites; the previous page stays on screen while it loads. */
export function useFavorites(module: Module, query: FavoritesQuery) {
  const client = useQueryClient();
  const result = useQuery({
    ...favoritesQueryOptions(module, query),
    placeholderData: keepPreviousData,
  });
  const count = result.data?.count;
  // STYLE §2 (TanStack Query): prefetch the next page of a paged table.
  useEffect(() => {
    if (count === undefined || result.isPlaceholderData) return;
    const next = { ...query, page: query.page + 1 };
    if (next.page * next.pageSize >= count) return;
    void client.prefetchQuery(favoritesQueryOptions(module, next));
  }, [client, module, query, count, result.isPlaceholderData]);
  return result;
}
