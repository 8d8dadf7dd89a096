import type { Db } from '../../db/database';
import type { EventRow, EventsTable } from './alerts.table';

/** Which events of one user and application a search covers. */
export interface EventFilter {
  userId: number;
  application: EventsTable['application'];
  muns?: string;
  checked?: boolean;
  types?: string[];
}

// Every query starts from the user's own rows (STYLE §2).
function filtered(db: Db, filter: EventFilter) {
  let query = db
    .selectFrom('events')
    .where('user_id', '=', filter.userId)
    .where('application', '=', filter.application);
  if (filter.muns) query = query.where('muns', '=', filter.muns);
  if (filter.checked !== undefined) {
    query = query.where('checked', '=', filter.checked ? 1 : 0);
  }
  if (filter.types && filter.types.length > 0) {
    query = query.where('type', 'in', filter.types);
  }
  return query;
}

export async function countEvents(
  db: Db,
  filter: EventFilter,
): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One page, most recent first. */
export async function listEvents(
  db: Db,
  filter: EventFilter,
  limit: number,
  offset: number,
): Promise<EventRow[]> {
  return filtered(db, filter)
    .selectAll()
    .orderBy('occurred_date', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The distinct event types present, alphabetically. */
export async function listEventTypes(
  db: Db,
  filter: Pick<EventFilter, 'userId' | 'application' | 'muns'>,
): Promise<string[]> {
  const rows = await filtered(db, filter)
    .select('type')
    .distinct()
    .orderBy('type')
    .execute();
  return rows.map((r) => r.type);
}

/** Deletes those of `ids` that belong to the user; returns how many. */
export async function deleteUserEvents(
  db: Db,
  userId: number,
  ids: number[],
): Promise<number> {
  const result = await db
    .deleteFrom('events')
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
