import {
  hasModule,
  SAVED_SEARCH_ALERT_MAX_MATCHES,
  type ProductsMap,
} from '@edge/contracts';
import type { NewCompanyEventRow } from '../../data-model/event-tables';
import type { Db } from '../../db/database';
import type { JobLog } from '../../jobs/index';
import { nowIso } from '../../shared/time';
import { getUserInfo } from '../auth/index';
import {
  findRunnableSavedSearch,
  type RunnableSavedSearch,
  type SavedSearchCriteria,
} from '../saved-searches/index';
import {
  matchedMuns,
  type MatchedMuns,
  type SearchEngine,
} from '../search/index';
import {
  deleteCursor,
  pruneCursors,
  readCursor,
  writeCursor,
} from './alert-cursors.repository';
import type { AlertSubscriptionRow } from './alerts.table';
import {
  changeMatches,
  clearMatches,
  insertEvents,
  listEnabledSavedSearchSubscriptions,
  listMatches,
} from './saved-search-matches.repository';

export interface SavedSearchCheckDeps {
  db: Db;
  engine: SearchEngine;
  log?: JobLog;
}

/** What a subscription's last check saw: the index and the search. */
interface CheckState {
  version: string;
  searchUpdatedAt: string;
  // False when the search matched too many companies to be tracked.
  isTracked: boolean;
}

/** The alert_cursors name of a saved-search subscription's last check. */
const CURSOR_PREFIX = 'saved_search:';
export const savedSearchCursor = (subscriptionId: number) =>
  `${CURSOR_PREFIX}${subscriptionId}`;

function parseState(text: string | undefined): CheckState | undefined {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as CheckState;
  } catch {
    return undefined;
  }
}

/** The companies a saved search of the user matches now, capped. */
export function matchSavedSearch(
  deps: SavedSearchCheckDeps,
  products: ProductsMap,
  criteria: SavedSearchCriteria,
): Promise<MatchedMuns> {
  return matchedMuns(
    { db: deps.db, engine: deps.engine, user: { products } },
    criteria,
    SAVED_SEARCH_ALERT_MAX_MATCHES,
  );
}

// Replaces the stored match set; answers the companies new to it.
async function replaceMatches(
  db: Db,
  subscriptionId: number,
  muns: readonly string[],
  isBaseline: boolean,
): Promise<string[]> {
  if (isBaseline) await clearMatches(db, subscriptionId);
  const before = new Set(
    isBaseline ? [] : await listMatches(db, subscriptionId),
  );
  const current = new Set(muns);
  const added = muns.filter((id) => !before.has(id));
  const removed = [...before].filter((id) => !current.has(id));
  await changeMatches(db, subscriptionId, added, removed);
  return added;
}

/**
 * Stores what a check found. A first check (or one after the search was
 * edited, switched back on or was too broad) is a baseline: its matches are
 * stored and tell of nothing. Later ones write a 'saved_search_match' event
 * for each company that newly matches. Returns how many events.
 */
export async function storeCheck(
  db: Db,
  subscriptionId: number,
  search: RunnableSavedSearch,
  found: MatchedMuns,
  now: Date,
): Promise<number> {
  const name = savedSearchCursor(subscriptionId);
  const previous = parseState(await readCursor(db, name));
  const state: CheckState = {
    version: found.version,
    searchUpdatedAt: search.updatedAt,
    isTracked: found.muns !== null,
  };
  await writeCursor(db, name, JSON.stringify(state), nowIso(now));
  if (found.muns === null) {
    await clearMatches(db, subscriptionId);
    return 0;
  }
  const isBaseline =
    !previous?.isTracked || previous.searchUpdatedAt !== search.updatedAt;
  const added = await replaceMatches(
    db,
    subscriptionId,
    found.muns,
    isBaseline,
  );
  if (isBaseline) return 0;
  await insertEvents(
    db,
    added.map((muns) =>
      matchEvent(subscriptionId, search, found.version, muns, now),
    ),
  );
  return added.length;
}

function matchEvent(
  subscriptionId: number,
  search: RunnableSavedSearch,
  version: string,
  muns: string,
  now: Date,
): NewCompanyEventRow {
  return {
    muns,
    type: 'saved_search_match',
    occurred_date: now.toISOString().slice(0, 10),
    summary: `Now matches your saved search '${search.name}'`,
    changes: '[]',
    dataset: null,
    source_key: null,
    import_file_id: null,
    source_year: null,
    as_of_date: null,
    event_key: `${subscriptionId}:${version}`,
    saved_search_id: search.id,
    created_at: nowIso(now),
  };
}

/** Makes the next check of a subscription a baseline. */
export const forgetCheck = (db: Db, subscriptionId: number) =>
  deleteCursor(db, savedSearchCursor(subscriptionId));

// One subscription: runs its search again when the index (now at
// `version`) or the search changed since its last check.
async function checkSubscription(
  deps: SavedSearchCheckDeps,
  subscription: AlertSubscriptionRow,
  version: string,
  now: Date,
): Promise<number> {
  const { db } = deps;
  const search = await findRunnableSavedSearch(
    db,
    subscription.user_id,
    subscription.saved_search_id ?? 0,
  );
  if (!search?.criteria) return 0;
  const state = parseState(
    await readCursor(db, savedSearchCursor(subscription.id)),
  );
  if (
    state?.version === version &&
    state.searchUpdatedAt === search.updatedAt
  ) {
    return 0;
  }
  const user = await getUserInfo({ db }, subscription.user_id, '');
  // A module the user no longer holds: left as it was until they do.
  if (!hasModule(user.products, search.module)) return 0;
  const found = await matchSavedSearch(deps, user.products, search.criteria);
  return db
    .transaction()
    .execute((trx) => storeCheck(trx, subscription.id, search, found, now));
}

/**
 * Each enabled saved-search subscription whose search or index changed
 * since its last check: its new matches become events. A subscription that
 * fails is logged and tried again at the next run.
 */
export async function checkSavedSearches(
  deps: SavedSearchCheckDeps,
  now = new Date(),
): Promise<number> {
  await pruneCursors(deps.db, CURSOR_PREFIX);
  const subscriptions = await listEnabledSavedSearchSubscriptions(deps.db);
  if (subscriptions.length === 0) return 0;
  const version = await deps.engine.version();
  let events = 0;
  for (const subscription of subscriptions) {
    try {
      events += await checkSubscription(deps, subscription, version, now);
    } catch (error) {
      deps.log?.warn(
        { err: error, subscriptionId: subscription.id },
        'saved search check failed',
      );
    }
  }
  return events;
}
