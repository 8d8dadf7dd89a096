import type { Module } from '@edge/contracts';
import { FavoriteAlertsMenu } from '../features/alerts/components/favorite-alerts-menu';
import { FavoriteToggle } from '../features/favorites/components/favorite-toggle';

interface FavoriteStarProps {
  module: Module;
  muns: string;
  entityName: string;
}

/** The favorite star, and once the company is a favorite, its alerts bell. */
export function FavoriteStar(props: FavoriteStarProps) {
  return (
    <FavoriteToggle
      {...props}
      renderFavoriteActions={(favoriteId) => (
        <FavoriteAlertsMenu
          module={props.module}
          favoriteId={favoriteId}
          entityName={props.entityName}
        />
      )}
    />
  );
}
