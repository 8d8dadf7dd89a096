import { moduleOfRecordId } from '@edge/contracts';
import type { Db } from '../../db/database';
import { nowIso } from '../../shared/time';
import { insertSubscriptions } from './alert-subscriptions.repository';
import type { NewAlertSubscriptionRow } from './alerts.table';

/** A favorite just added, as its subscription needs it. */
export interface AddedFavorite {
  id: number;
  user_id: number;
  // SPEC §9: 5 PC, 7 EB.
  product_code: number;
  muns: string;
}

/**
 * A favorite subscribes its company by default: every event type of its
 * module (event_types null, today's and later types), from now on. Call it
 * in the transaction that adds the favorites; deleting a favorite deletes
 * its subscription (foreign key cascade).
 */
export async function subscribeFavorites(
  db: Db,
  favorites: readonly AddedFavorite[],
  now: string = nowIso(),
): Promise<void> {
  const rows: NewAlertSubscriptionRow[] = favorites.map((favorite) => ({
    user_id: favorite.user_id,
    kind: 'favorite',
    favorite_id: favorite.id,
    saved_search_id: null,
    application: moduleOfRecordId(favorite.product_code) === 'eb' ? 'EB' : 'PC',
    muns: favorite.muns,
    event_types: null,
    enabled: 1,
    started_at: now,
    created_at: now,
    updated_at: now,
  }));
  await insertSubscriptions(db, rows, 'favorite_id');
}
