import {
  SAVED_SEARCH_TOO_BROAD_MESSAGE,
  type AlertSubscription,
} from '@edge/contracts';
import { nowIso } from '../../shared/time';
import { findRunnableSavedSearch } from '../saved-searches/index';
import {
  findSavedSearchSubscription,
  insertSubscriptions,
} from './alert-subscriptions.repository';
import { AlertError } from './alerts.errors';
import { assertApplication, type AlertsUser } from './alerts.service';
import { toSubscription } from './alert-subscriptions.service';
import {
  matchSavedSearch,
  storeCheck,
  type SavedSearchCheckDeps,
} from './saved-search-checks';

/**
 * POST /api/v1/alerts/subscriptions: the user's saved search is watched
 * for companies that newly match it. Its matches now are the baseline; a
 * search matching more than SAVED_SEARCH_ALERT_MAX_MATCHES companies is
 * refused. A saved search already subscribed answers its subscription
 * as it is (isNew false), on or off.
 */
export async function subscribeSavedSearch(
  deps: SavedSearchCheckDeps,
  user: AlertsUser,
  savedSearchId: number,
  now = new Date(),
): Promise<{ subscription: AlertSubscription; isNew: boolean }> {
  const { db } = deps;
  const search = await findRunnableSavedSearch(db, user.userId, savedSearchId);
  if (!search) throw new AlertError('SAVED_SEARCH_NOT_FOUND');
  const application = search.module === 'eb' ? 'EB' : 'PC';
  assertApplication(user, application);
  const existing = () =>
    findSavedSearchSubscription(db, user.userId, savedSearchId);
  const before = await existing();
  if (before) return { subscription: toSubscription(before), isNew: false };
  if (!search.criteria) throw new AlertError('SAVED_SEARCH_MALFORMED');
  const found = await matchSavedSearch(deps, user.products, search.criteria);
  if (found.muns === null) {
    throw new AlertError('SAVED_SEARCH_TOO_BROAD', {
      fields: { saved_search_id: SAVED_SEARCH_TOO_BROAD_MESSAGE },
    });
  }
  const at = nowIso(now);
  const inserted = await db.transaction().execute(async (trx) => {
    const [id] = await insertSubscriptions(
      trx,
      [
        {
          user_id: user.userId,
          kind: 'saved_search',
          favorite_id: null,
          saved_search_id: savedSearchId,
          application,
          muns: null,
          event_types: null,
          enabled: 1,
          started_at: at,
          created_at: at,
          updated_at: at,
        },
      ],
      'saved_search_id',
    );
    // Subscribed by a request of the same user meanwhile.
    if (id === undefined) return false;
    await storeCheck(trx, id, search, found, now);
    return true;
  });
  const row = await existing();
  if (!row) throw new AlertError('SAVED_SEARCH_NOT_FOUND');
  return { subscription: toSubscription(row), isNew: inserted };
}
