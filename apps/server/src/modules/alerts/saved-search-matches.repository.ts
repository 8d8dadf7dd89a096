import type { Db } from '../../db/database';
import type { NewCompanyEventRow } from '../../data-model/event-tables';
import type { AlertSubscriptionRow } from './alerts.table';
import { chunks } from '../../shared/chunks';

// Well below SQLite's and PostgreSQL's bound-parameter limits.
const CHUNK = 500;

/** Every enabled saved-search subscription, oldest first. */
export function listEnabledSavedSearchSubscriptions(
  db: Db,
): Promise<AlertSubscriptionRow[]> {
  return db
    .selectFrom('alert_subscriptions')
    .selectAll()
    .where('kind', '=', 'saved_search')
    .where('enabled', '=', 1)
    .orderBy('id')
    .execute();
}

/** The companies a subscription's saved search matched at its last check. */
export async function listMatches(
  db: Db,
  subscriptionId: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('saved_search_matches')
    .select('muns')
    .where('subscription_id', '=', subscriptionId)
    .execute();
  return rows.map((row) => row.muns);
}

/** Adds and removes companies of a subscription's match set. */
export async function changeMatches(
  db: Db,
  subscriptionId: number,
  added: readonly string[],
  removed: readonly string[],
): Promise<void> {
  for (const part of chunks(removed, CHUNK)) {
    await db
      .deleteFrom('saved_search_matches')
      .where('subscription_id', '=', subscriptionId)
      .where('muns', 'in', part)
      .execute();
  }
  for (const part of chunks(added, CHUNK)) {
    await db
      .insertInto('saved_search_matches')
      .values(part.map((muns) => ({ subscription_id: subscriptionId, muns })))
      .onConflict((oc) => oc.columns(['subscription_id', 'muns']).doNothing())
      .execute();
  }
}

/** Forgets a subscription's match set. */
export async function clearMatches(
  db: Db,
  subscriptionId: number,
): Promise<void> {
  await db
    .deleteFrom('saved_search_matches')
    .where('subscription_id', '=', subscriptionId)
    .execute();
}

/** Writes events once: an event already made is left as it is. */
export async function insertEvents(
  db: Db,
  rows: readonly NewCompanyEventRow[],
): Promise<void> {
  for (const part of chunks(rows, 100)) {
    await db
      .insertInto('company_events')
      .values(part)
      .onConflict((oc) => oc.columns(['muns', 'type', 'event_key']).doNothing())
      .execute();
  }
}
