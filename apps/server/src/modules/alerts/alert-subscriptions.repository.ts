import type { Db } from '../../db/database';
import type {
  AlertApplicationColumn,
  AlertSubscriptionRow,
  AlertSubscriptionsTable,
  NewAlertSubscriptionRow,
} from './alerts.table';

/** Which of a user's subscriptions a list covers. */
export interface SubscriptionFilter {
  userId: number;
  application: AlertApplicationColumn;
  favoriteId?: number;
  savedSearchId?: number;
}

/** A subscription with the name it is shown by. */
export type NamedSubscriptionRow = AlertSubscriptionRow & {
  company_name: string | null;
  search_name: string | null;
};

// Well below SQLite's and PostgreSQL's bound-parameter limits.
const INSERT_CHUNK = 200;

// The name is the favorite's company or the saved search; every query
// starts from the user's own rows (STYLE §2).
const named = (db: Db, userId: number) =>
  db
    .selectFrom('alert_subscriptions as s')
    .leftJoin('companies as c', 'c.muns', 's.muns')
    .leftJoin('saved_searches as ss', 'ss.id', 's.saved_search_id')
    .selectAll('s')
    .select(['c.name as company_name', 'ss.search_name'])
    .where('s.user_id', '=', userId);

/** The user's subscriptions of one application: favorites first. */
export function listSubscriptions(
  db: Db,
  filter: SubscriptionFilter,
): Promise<NamedSubscriptionRow[]> {
  let query = named(db, filter.userId).where(
    's.application',
    '=',
    filter.application,
  );
  if (filter.favoriteId !== undefined) {
    query = query.where('s.favorite_id', '=', filter.favoriteId);
  }
  if (filter.savedSearchId !== undefined) {
    query = query.where('s.saved_search_id', '=', filter.savedSearchId);
  }
  return query.orderBy('s.kind').orderBy('s.id').execute();
}

/** One subscription, only when it is the user's. */
export function findUserSubscription(
  db: Db,
  userId: number,
  id: number,
): Promise<NamedSubscriptionRow | undefined> {
  return named(db, userId).where('s.id', '=', id).executeTakeFirst();
}

/** The user's subscription of one of their saved searches. */
export function findSavedSearchSubscription(
  db: Db,
  userId: number,
  savedSearchId: number,
): Promise<NamedSubscriptionRow | undefined> {
  return named(db, userId)
    .where('s.saved_search_id', '=', savedSearchId)
    .executeTakeFirst();
}

/** Inserts subscriptions, skipping a favorite or saved search already one. */
export async function insertSubscriptions(
  db: Db,
  rows: readonly NewAlertSubscriptionRow[],
  target: 'favorite_id' | 'saved_search_id',
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const added = await db
      .insertInto('alert_subscriptions')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflict((oc) => oc.column(target).doNothing())
      .returning('id')
      .execute();
    ids.push(...added.map((row) => row.id));
  }
  return ids;
}

/** Changes the user's subscription; false when it is not theirs. */
export async function updateUserSubscription(
  db: Db,
  userId: number,
  id: number,
  changes: Partial<
    Pick<
      AlertSubscriptionsTable,
      'enabled' | 'event_types' | 'started_at' | 'updated_at'
    >
  >,
): Promise<boolean> {
  const result = await db
    .updateTable('alert_subscriptions')
    .set(changes)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the user's subscription; false when it is not theirs. */
export async function deleteUserSubscription(
  db: Db,
  userId: number,
  id: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('alert_subscriptions')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
