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
import {
  countEvents,
  deleteUserEvents,
  listEvents,
  listEventTypes,
  type EventFilter,
} from './alerts.repository';
import type { EventRow } from './alerts.table';
import { orderEventTypes } from './event-types';

export type AlertSearch = z.output<typeof alertSearchBodySchema>;
type Application = AlertSearch['application'];

/** The signed-in user as the alerts rules need them. */
export interface AlertsUser {
  userId: number;
  products: ProductsMap;
}

// SPEC §5: PC alerts need product PC, EB alerts product H-W.
function assertApplication(user: AlertsUser, application: Application) {
  if (!hasModule(user.products, application === 'PC' ? 'pc' : 'eb')) {
    throw new ForbiddenError();
  }
}

const toItem = (row: EventRow): AlertItem => ({
  id: row.id,
  muns: row.muns,
  entity_name: row.entity_name,
  type: row.type,
  occurred_date: row.occurred_date,
  checked: row.checked === 1,
  subscription_id: row.subscription_id,
  summary: row.summary,
});

/** POST /api/events/alerts/search: hits counts all; limit 0 is count only. */
export async function searchAlerts(
  db: Db,
  user: AlertsUser,
  search: AlertSearch,
): Promise<AlertSearchResponse> {
  assertApplication(user, search.application);
  const filter: EventFilter = {
    userId: user.userId,
    application: search.application,
    muns: search.muns,
    checked: search.checked,
    types: search.event_types,
  };
  const offset = search.pageIndex * search.limit;
  const [hits, rows, types] = await Promise.all([
    countEvents(db, filter),
    search.limit > 0 ? listEvents(db, filter, search.limit, offset) : [],
    listEventTypes(db, filter),
  ]);
  const hasMore = search.limit > 0 && offset + rows.length < hits;
  return {
    hits,
    items: rows.map(toItem),
    pageIndex: search.pageIndex,
    next_page_id: hasMore ? String(search.pageIndex + 1) : null,
    event_types: orderEventTypes(types, search.application),
  };
}

/** POST /api/events/event-types/search. */
export async function searchEventTypes(
  db: Db,
  user: AlertsUser,
  application: Application,
): Promise<EventType[]> {
  assertApplication(user, application);
  const types = await listEventTypes(db, { userId: user.userId, application });
  return orderEventTypes(types, application);
}

/** DELETE /api/events/alerts/bulk: another user's ids are silently skipped. */
export async function deleteAlerts(
  db: Db,
  user: AlertsUser,
  ids: number[],
): Promise<{ deleted: number }> {
  return { deleted: await deleteUserEvents(db, user.userId, ids) };
}
