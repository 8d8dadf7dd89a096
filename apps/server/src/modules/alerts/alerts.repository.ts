import type { AlertSortField } from '@edge/contracts';
import type { Db } from '../../db/database';
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
function filtered(db: Db, filter: AlertFilter) {
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

export async function countAlerts(
  db: Db,
  filter: AlertFilter,
): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** An alert with its event, company and source file, as the list shows it. */
export interface AlertListRow {
  id: number;
  event_id: number;
  muns: string;
  type: string;
  occurred_date: string;
  checked: number;
  subscription_id: number;
  summary: string;
  changes: string;
  dataset: string | null;
  source_year: number | null;
  as_of_date: string | null;
  file_name: string | null;
  name: string | null;
  city: string | null;
  state: string | null;
}

const SORT_COLUMN = {
  occurred_date: 'alerts.occurred_date',
  entity_name: 'companies.name',
  type: 'alerts.type',
} as const;

/** One page in the asked order; ties newest alert first. */
export async function listAlerts(
  db: Db,
  filter: AlertFilter,
  sort: AlertSort,
  limit: number,
  offset: number,
): Promise<AlertListRow[]> {
  const rows = await filtered(db, filter)
    .innerJoin('company_events', 'company_events.id', 'alerts.event_id')
    .leftJoin('companies', 'companies.muns', 'alerts.muns')
    .leftJoin(
      'import_files',
      'import_files.id',
      'company_events.import_file_id',
    )
    .select([
      'alerts.id',
      'alerts.event_id',
      'alerts.muns',
      'alerts.type',
      'alerts.occurred_date',
      'alerts.checked',
      'alerts.subscription_id',
      'company_events.summary',
      'company_events.changes',
      'company_events.dataset',
      'company_events.source_year',
      'company_events.as_of_date',
      'import_files.file_name',
      'companies.name',
      'companies.city',
      'companies.state',
    ])
    .orderBy(SORT_COLUMN[sort.field], sort.order)
    .orderBy('alerts.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows as AlertListRow[];
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
