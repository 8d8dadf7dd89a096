import {
  isApplicationEventType,
  type AlertApplication,
  type ProductsMap,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import { nowIso } from '../../shared/time';
import { holdCursor, writeCursor } from './alert-cursors.repository';
import {
  committedEventHorizon,
  companyFactsOf,
  favoriteSubscriptionsOf,
  insertAlerts,
  nextEvents,
  savedSearchSubscriptionsOf,
  userProductsOf,
  type CompanyFacts,
  type DeliverableEvent,
} from './alert-delivery.repository';
import { parseProducts } from '../auth/index';
import { modulesForState } from '../companies/index';
import type { AlertSubscriptionRow, NewAlertRow } from './alerts.table';

/** The alert_cursors name of the last event delivered. */
export const DELIVERED_CURSOR = 'delivered_event_id';
/** Events read per transaction. */
export const DELIVERY_BATCH = 1000;

export interface DeliveryOptions {
  batchSize?: number;
  // Stops between batches once this much time has passed (or on abort);
  // the rest is left to the next run.
  budgetMs?: number;
  signal?: AbortSignal;
  now?: () => Date;
}

export interface DeliveryResult {
  // Events read and alerts written.
  events: number;
  alerts: number;
  // True when the budget ran out before the events did: run again soon.
  hasMore: boolean;
}

// null: every type of the application.
function chosenTypes(subscription: AlertSubscriptionRow): Set<string> | null {
  if (subscription.event_types === null) return null;
  return new Set(JSON.parse(subscription.event_types) as string[]);
}

/** Whether a subscription tells its user of an event. */
export function covers(
  subscription: AlertSubscriptionRow,
  event: DeliverableEvent,
): boolean {
  const types = chosenTypes(subscription);
  return (
    isApplicationEventType(subscription.application, event.type) &&
    (types === null || types.has(event.type)) &&
    subscription.started_at <= event.created_at
  );
}

function groupBy<K>(
  rows: readonly AlertSubscriptionRow[],
  key: (row: AlertSubscriptionRow) => K,
): Map<K, AlertSubscriptionRow[]> {
  const groups = new Map<K, AlertSubscriptionRow[]>();
  for (const row of rows) {
    groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  }
  return groups;
}

// A saved search's new match goes to that search's subscription only; any
// other event to the favorites of its company.
async function subscribersOf(
  db: Db,
  events: readonly DeliverableEvent[],
): Promise<(event: DeliverableEvent) => AlertSubscriptionRow[]> {
  const searchIds = events.flatMap((e) => e.saved_search_id ?? []);
  const muns = events.filter((e) => e.saved_search_id === null);
  const bySearch = groupBy(
    await savedSearchSubscriptionsOf(db, [...new Set(searchIds)]),
    (row) => row.saved_search_id,
  );
  const byMuns = groupBy(
    await favoriteSubscriptionsOf(db, [...new Set(muns.map((e) => e.muns))]),
    (row) => row.muns,
  );
  return (event) =>
    (event.saved_search_id === null
      ? byMuns.get(event.muns)
      : bySearch.get(event.saved_search_id)) ?? [];
}

// By user (stable: each user's alerts stay in event order), so a batch
// takes the users' counter rows (migration 0027) in one order.
const byUser = (rows: NewAlertRow[]) =>
  rows.sort(
    (a, b) =>
      a.user_id - b.user_id || a.application.localeCompare(b.application),
  );

// Whether the company is in the subscriber's permitted states of the
// alert's module now (SPEC §6): a user whose states shrank hears nothing
// more of the companies left outside them.
async function permittedOf(
  db: Db,
  subscriptions: readonly AlertSubscriptionRow[],
): Promise<
  (row: AlertSubscriptionRow, company: CompanyFacts | undefined) => boolean
> {
  const stored = await userProductsOf(db, [
    ...new Set(subscriptions.map((s) => s.user_id)),
  ]);
  const products = new Map<number, ProductsMap>();
  for (const [id, json] of stored) products.set(id, parseProducts(json));
  const moduleOf = (application: AlertApplication) =>
    application === 'PC' ? 'pc' : 'eb';
  return (row, company) =>
    company !== undefined &&
    modulesForState(
      { products: products.get(row.user_id) ?? {} },
      company.state,
    ).includes(moduleOf(row.application));
}

async function alertsOf(
  db: Db,
  events: readonly DeliverableEvent[],
  now: string,
): Promise<NewAlertRow[]> {
  const subscribers = await subscribersOf(db, events);
  const companies = await companyFactsOf(db, [
    ...new Set(events.map((e) => e.muns)),
  ]);
  const isPermitted = await permittedOf(db, events.flatMap(subscribers));
  const rows = new Map<string, NewAlertRow>();
  for (const event of events) {
    const company = companies.get(event.muns);
    for (const subscription of subscribers(event)) {
      // One alert per user, event and application.
      const key = `${subscription.user_id}:${event.id}:${subscription.application}`;
      if (rows.has(key) || !covers(subscription, event)) continue;
      if (!isPermitted(subscription, company)) continue;
      rows.set(key, {
        user_id: subscription.user_id,
        event_id: event.id,
        subscription_id: subscription.id,
        application: subscription.application,
        muns: event.muns,
        type: event.type,
        occurred_date: event.occurred_date,
        company_name: company?.name ?? null,
        checked: 0,
        created_at: now,
      });
    }
  }
  return byUser([...rows.values()]);
}

// One batch in one transaction: the alerts and the cursor past them.
async function deliverBatch(
  db: Db,
  horizon: number,
  batchSize: number,
  now: string,
): Promise<{ events: number; alerts: number }> {
  return db.transaction().execute(async (trx) => {
    const cursor = Number(await holdCursor(trx, DELIVERED_CURSOR, '0', now));
    const events = await nextEvents(trx, cursor, horizon, batchSize);
    if (events.length === 0) return { events: 0, alerts: 0 };
    const alerts = await insertAlerts(trx, await alertsOf(trx, events, now));
    await writeCursor(trx, DELIVERED_CURSOR, String(events.at(-1)!.id), now);
    return { events: events.length, alerts };
  });
}

/**
 * Turns the company events written since the last run into alerts of the
 * users subscribed to them, a batch at a time, each batch with the cursor
 * in one transaction. Running it again delivers nothing twice.
 */
export async function deliverAlerts(
  db: Db,
  options: DeliveryOptions = {},
): Promise<DeliveryResult> {
  const batchSize = options.batchSize ?? DELIVERY_BATCH;
  const clock = options.now ?? (() => new Date());
  const started = Date.now();
  const total = { events: 0, alerts: 0, hasMore: false };
  // Writers still at work: their events wait for the next run.
  const horizon = await committedEventHorizon(db);
  if (horizon === undefined) return total;
  for (;;) {
    const batch = await deliverBatch(db, horizon, batchSize, nowIso(clock()));
    total.events += batch.events;
    total.alerts += batch.alerts;
    if (batch.events < batchSize) return total;
    const isOverBudget =
      options.budgetMs !== undefined && Date.now() - started > options.budgetMs;
    if (isOverBudget || options.signal?.aborted) {
      return { ...total, hasMore: true };
    }
  }
}
