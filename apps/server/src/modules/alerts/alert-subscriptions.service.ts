import {
  isApplicationEventType,
  type AlertSubscription,
  type AlertSubscriptionUpdate,
  type alertSubscriptionsQuerySchema,
} from '@edge/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { ValidationError } from '../../shared/errors';
import { nowIso } from '../../shared/time';
import {
  deleteUserSubscription,
  findUserSubscription,
  listSubscriptions,
  updateUserSubscription,
  type NamedSubscriptionRow,
} from './alert-subscriptions.repository';
import { AlertError } from './alerts.errors';
import { assertApplication, type AlertsUser } from './alerts.service';
import { forgetCheck } from './saved-search-checks';

export type SubscriptionsQuery = z.output<typeof alertSubscriptionsQuerySchema>;

/** A row as the API shows it: named by its company or saved search. */
export function toSubscription(row: NamedSubscriptionRow): AlertSubscription {
  return {
    id: row.id,
    kind: row.kind,
    application: row.application,
    favorite_id: row.favorite_id,
    saved_search_id: row.saved_search_id,
    muns: row.muns,
    name: row.company_name ?? row.search_name ?? row.muns ?? '',
    enabled: Number(row.enabled) === 1,
    event_types:
      row.event_types === null
        ? null
        : (JSON.parse(row.event_types) as string[]),
    started_at: row.started_at,
  };
}

const notFound = () => new AlertError('SUBSCRIPTION_NOT_FOUND');

/** The user's subscription, with its application's product checked. */
export async function requireSubscription(
  db: Db,
  user: AlertsUser,
  id: number,
): Promise<NamedSubscriptionRow> {
  const row = await findUserSubscription(db, user.userId, id);
  if (!row) throw notFound();
  assertApplication(user, row.application);
  return row;
}

/** GET /api/v1/alerts/subscriptions: favorites first, then saved searches. */
export async function getSubscriptions(
  db: Db,
  user: AlertsUser,
  query: SubscriptionsQuery,
): Promise<{ items: AlertSubscription[] }> {
  assertApplication(user, query.application);
  const rows = await listSubscriptions(db, {
    userId: user.userId,
    application: query.application,
    favoriteId: query.favorite_id,
    savedSearchId: query.saved_search_id,
  });
  return { items: rows.map(toSubscription) };
}

// The chosen types, each once, in the application's order; a type of the
// other application (or none) is a 400 naming the field.
function checkedTypes(
  row: NamedSubscriptionRow,
  types: string[] | null,
): string | null {
  if (types === null) return null;
  const unknown = types.filter(
    (t) => !isApplicationEventType(row.application, t),
  );
  if (unknown.length > 0) {
    throw new ValidationError({
      event_types: `Not an event type of this module: ${unknown.join(', ')}.`,
    });
  }
  return JSON.stringify([...new Set(types)]);
}

/**
 * PUT /api/v1/alerts/subscriptions/{id}: on or off, and which types.
 * Switched back on, it tells of events from then on, and a saved search
 * starts again from its matches of that moment.
 */
export async function updateSubscription(
  db: Db,
  user: AlertsUser,
  id: number,
  body: AlertSubscriptionUpdate,
): Promise<AlertSubscription> {
  return db.transaction().execute(async (trx) => {
    const row = await requireSubscription(trx, user, id);
    const now = nowIso();
    const isSwitchedOn = body.enabled && Number(row.enabled) !== 1;
    await updateUserSubscription(trx, user.userId, id, {
      enabled: body.enabled ? 1 : 0,
      event_types: checkedTypes(row, body.event_types),
      updated_at: now,
      ...(isSwitchedOn ? { started_at: now } : {}),
    });
    if (isSwitchedOn && row.kind === 'saved_search') {
      await forgetCheck(trx, row.id);
    }
    const updated = await findUserSubscription(trx, user.userId, id);
    if (!updated) throw notFound();
    return toSubscription(updated);
  });
}

/**
 * DELETE /api/v1/alerts/subscriptions/{id}: a saved search's. A favorite's
 * is switched off with PUT, or goes with the favorite.
 */
export async function deleteSubscription(
  db: Db,
  user: AlertsUser,
  id: number,
): Promise<void> {
  const row = await requireSubscription(db, user, id);
  if (row.kind === 'favorite') {
    throw new AlertError('FAVORITE_SUBSCRIPTION_KEPT');
  }
  await db.transaction().execute(async (trx) => {
    if (!(await deleteUserSubscription(trx, user.userId, id))) throw notFound();
    await forgetCheck(trx, id);
  });
}
