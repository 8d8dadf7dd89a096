import type { Db } from '../../db/database';
import {
  filteredAlerts,
  type AlertFilter,
  type AlertSort,
} from './alerts.repository';

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

// Each sort's keys, ties by alert id, every key the same way: the
// (user, application, ...keys) indexes of migrations 0019, 0020 and 0027
// are read backward or forward, never sorted. The company name is the
// master's, kept on the alert (migration 0027).
const SORT_KEYS = {
  occurred_date: ['alerts.occurred_date', 'alerts.id'],
  type: ['alerts.type', 'alerts.occurred_date', 'alerts.id'],
  entity_name: ['alerts.company_name', 'alerts.id'],
} as const;

// The page's alert ids, read from the user's index alone: the rows a deep
// page skips are never joined.
function pageIds(
  db: Db,
  filter: AlertFilter,
  sort: AlertSort,
  limit: number,
  offset: number,
) {
  let query = filteredAlerts(db, filter).select('alerts.id');
  for (const key of SORT_KEYS[sort.field]) {
    query = query.orderBy(key, sort.order);
  }
  return query.limit(limit).offset(offset);
}

/**
 * One page in the asked order: its ids first, then their events,
 * companies and source files.
 */
export async function listAlerts(
  db: Db,
  filter: AlertFilter,
  sort: AlertSort,
  limit: number,
  offset: number,
): Promise<AlertListRow[]> {
  let query = db
    .selectFrom(pageIds(db, filter, sort, limit, offset).as('page'))
    .innerJoin('alerts', 'alerts.id', 'page.id')
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
    ]);
  for (const key of SORT_KEYS[sort.field]) {
    query = query.orderBy(key, sort.order);
  }
  return (await query.execute()) as AlertListRow[];
}
