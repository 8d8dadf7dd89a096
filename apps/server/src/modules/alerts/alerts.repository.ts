import type { AlertSortField } from '@edge/contracts';
import type { Db } from '../../db/database';
import { readAlertCounts } from './alert-counts.repository';
import type { AlertApplicationColumn } from './alerts.table';

/** Which alerts of one user and application a search covers. */
export interface AlertFilter {
  userId: number;
  application: AlertApplicationColumn;
  muns?: string;
  subscriptionIds?: number[];
  checked?: boolean;
  types?: string[];
  // occurred_date bounds, both included.
  dateFrom?: string;
  dateTo?: string;
}

export interface AlertSort {
  field: AlertSortField;
  order: 'asc' | 'desc';
}

// Every query starts from the user's own rows (STYLE §2).
export function filteredAlerts(db: Db, filter: AlertFilter) {
  let query = db
    .selectFrom('alerts')
    .where('alerts.user_id', '=', filter.userId)
    .where('alerts.application', '=', filter.application);
  if (filter.muns) query = query.where('alerts.muns', '=', filter.muns);
  if (filter.subscriptionIds && filter.subscriptionIds.length > 0) {
    query = query.where('alerts.subscription_id', 'in', filter.subscriptionIds);
  }
  if (filter.checked !== undefined) {
    query = query.where('alerts.checked', '=', filter.checked ? 1 : 0);
  }
  if (filter.types && filter.types.length > 0) {
    query = query.where('alerts.type', 'in', filter.types);
  }
  if (filter.dateFrom) {
    query = query.where('alerts.occurred_date', '>=', filter.dateFrom);
  }
  if (filter.dateTo) {
    query = query.where('alerts.occurred_date', '<=', filter.dateTo);
  }
  return query;
}

// Filters the counter row cannot answer: it counts all of a user's alerts
// of an application, and the unchecked ones.
const isNarrowed = (filter: AlertFilter) =>
  Boolean(
    filter.muns ||
    filter.subscriptionIds?.length ||
    filter.types?.length ||
    filter.dateFrom ||
    filter.dateTo,
  );

/**
 * How many alerts the filter covers: an unfiltered count (all, unchecked
 * or checked) reads the user's counter row, any other the indexes.
 */
export async function countAlerts(
  db: Db,
  filter: AlertFilter,
): Promise<number> {
  if (!isNarrowed(filter)) {
    const { total, unchecked } = await readAlertCounts(
      db,
      filter.userId,
      filter.application,
    );
    if (filter.checked === undefined) return total;
    return filter.checked ? total - unchecked : unchecked;
  }
  const row = await filteredAlerts(db, filter)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Deletes those of `ids` that belong to the user; returns how many. */
export async function deleteUserAlerts(
  db: Db,
  userId: number,
  ids: number[],
): Promise<number> {
  const result = await db
    .deleteFrom('alerts')
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Marks those of `ids` that belong to the user; returns how many changed. */
export async function markUserAlerts(
  db: Db,
  userId: number,
  ids: number[],
  checked: boolean,
): Promise<number> {
  const value = checked ? 1 : 0;
  const result = await db
    .updateTable('alerts')
    .set({ checked: value })
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .where('checked', '<>', value)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
