import {
  hasModule,
  type AlertItem,
  type AlertSearchResponse,
  type EventType,
  type ProductsMap,
  type alertSearchBodySchema,
} from '@edge/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { ForbiddenError } from '../../shared/errors';
import { listAlerts, type AlertListRow } from './alert-list.repository';
import {
  countAlerts,
  deleteUserAlerts,
  markUserAlerts,
  type AlertFilter,
} from './alerts.repository';
import { applicationEventTypes } from './event-types';
import { toCompanyEvent } from './event-view';

export type AlertSearch = z.output<typeof alertSearchBodySchema>;
type Application = AlertSearch['application'];

/** The signed-in user as the alerts rules need them. */
export interface AlertsUser {
  userId: number;
  products: ProductsMap;
}

// SPEC §5: PC alerts need product PC, EB alerts product H-W.
export function assertApplication(user: AlertsUser, application: Application) {
  if (!hasModule(user.products, application === 'PC' ? 'pc' : 'eb')) {
    throw new ForbiddenError();
  }
}

const toItem = (row: AlertListRow): AlertItem => ({
  ...toCompanyEvent(row.id, row),
  event_id: row.event_id,
  muns: row.muns,
  entity_name: row.name ?? row.muns,
  city: row.city,
  state: row.state,
  checked: Number(row.checked) === 1,
  subscription_id: row.subscription_id,
});

/**
 * POST /api/events/alerts/search: hits counts all; limit 0 is count only;
 * next_page_id, when given, names the page (SPEC §7).
 */
export async function searchAlerts(
  db: Db,
  user: AlertsUser,
  search: AlertSearch,
): Promise<AlertSearchResponse> {
  assertApplication(user, search.application);
  const filter: AlertFilter = {
    userId: user.userId,
    application: search.application,
    muns: search.muns,
    subscriptionIds: search.subscription_ids,
    checked: search.checked,
    types: search.event_types,
    dateFrom: search.date_from,
    dateTo: search.date_to,
  };
  const pageIndex = search.next_page_id
    ? Number(search.next_page_id)
    : search.pageIndex;
  const offset = pageIndex * search.limit;
  const [hits, rows] = await Promise.all([
    countAlerts(db, filter),
    search.limit > 0
      ? listAlerts(db, filter, search.sort, search.limit, offset)
      : [],
  ]);
  const hasMore = search.limit > 0 && offset + rows.length < hits;
  return {
    hits,
    items: rows.map(toItem),
    pageIndex,
    next_page_id: hasMore ? String(pageIndex + 1) : null,
    event_types: applicationEventTypes(search.application),
  };
}

/** POST /api/events/event-types/search: the application's event types. */
export function searchEventTypes(
  user: AlertsUser,
  application: Application,
): EventType[] {
  assertApplication(user, application);
  return applicationEventTypes(application);
}

/** DELETE /api/events/alerts/bulk: another user's ids are silently skipped. */
export async function deleteAlerts(
  db: Db,
  user: AlertsUser,
  ids: number[],
): Promise<{ deleted: number }> {
  return { deleted: await deleteUserAlerts(db, user.userId, ids) };
}

/** POST /api/events/alerts/checked: another user's ids are skipped too. */
export async function markAlertsChecked(
  db: Db,
  user: AlertsUser,
  ids: number[],
  checked: boolean,
): Promise<{ updated: number }> {
  return { updated: await markUserAlerts(db, user.userId, ids, checked) };
}
