import type { FavoritesQuery, Module } from '@edge/contracts';

export const favoriteKeys = {
  all: ['favorites'] as const,
  lists: (module: Module) => [...favoriteKeys.all, 'list', module] as const,
  list: (module: Module, query: FavoritesQuery) =>
    [...favoriteKeys.lists(module), query] as const,
  statuses: (module: Module) =>
    [...favoriteKeys.all, 'status', module] as const,
  status: (module: Module, muns: string) =>
    [...favoriteKeys.statuses(module), muns] as const,
};
