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

// The list's columns: the alert, its event, company and source file.
function listed(db: Db, filter: AlertFilter) {
  return filteredAlerts(db, filter)
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
}

/**
 * One page by date or by type (then date), ties by alert id, every key the
 * same way: the (user, application, date, id) and (user, application,
 * type, date, id) indexes are read backward or forward, never sorted.
 */
async function pageByColumns(
  db: Db,
  filter: AlertFilter,
  sort: AlertSort,
  limit: number,
  offset: number,
): Promise<AlertListRow[]> {
  let query = listed(db, filter);
  if (sort.field === 'type') query = query.orderBy('alerts.type', sort.order);
  const rows = await query
    .orderBy('alerts.occurred_date', sort.order)
    .orderBy('alerts.id', sort.order)
    .limit(limit)
    .offset(offset)
    .execute();
  return rows as AlertListRow[];
}

/** One page in the asked order, ties by alert id the same way. */
export function listAlerts(
  db: Db,
  filter: AlertFilter,
  sort: AlertSort,
  limit: number,
  offset: number,
): Promise<AlertListRow[]> {
  return sort.field === 'entity_name'
    ? pageByName(db, filter, sort.order, limit, offset)
    : pageByColumns(db, filter, sort, limit, offset);
}

// How many alerts each company name has, in name order: counted per
// company on the (user, application, muns) index, then named, so a page
// joins and sorts only the companies it shows.
async function nameCounts(
  db: Db,
  filter: AlertFilter,
  order: 'asc' | 'desc',
): Promise<{ name: string | null; count: number }[]> {
  const perCompany = filteredAlerts(db, filter)
    .select((eb) => ['alerts.muns', eb.fn.countAll().as('n')])
    .groupBy('alerts.muns');
  const rows = await db
    .selectFrom(perCompany.as('g'))
    .leftJoin('companies', 'companies.muns', 'g.muns')
    .select((eb) => ['companies.name', eb.fn.sum('g.n').as('count')])
    .groupBy('companies.name')
    .orderBy('companies.name', order)
    .execute();
  return rows.map((row) => ({ name: row.name, count: Number(row.count) }));
}

// The names whose alerts hold the page, and how many of theirs go before.
function namesOfPage(
  counts: readonly { name: string | null; count: number }[],
  limit: number,
  offset: number,
): { names: (string | null)[]; skip: number } {
  const names: (string | null)[] = [];
  let start = 0;
  let skip = 0;
  for (const { name, count } of counts) {
    const end = start + count;
    if (end > offset && start < offset + limit) {
      if (names.length === 0) skip = offset - start;
      names.push(name);
    }
    start = end;
  }
  return { names, skip };
}

/**
 * One page by company name, ties by alert id: the database orders the
 * names both times, so the page is the one a sort of every row would give.
 */
async function pageByName(
  db: Db,
  filter: AlertFilter,
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
): Promise<AlertListRow[]> {
  const { names, skip } = namesOfPage(
    await nameCounts(db, filter, order),
    limit,
    offset,
  );
  if (names.length === 0) return [];
  const named = names.filter((name): name is string => name !== null);
  const rows = await listed(db, filter)
    .where((eb) =>
      eb.or([
        ...(named.length > 0 ? [eb('companies.name', 'in', named)] : []),
        ...(named.length < names.length
          ? [eb('companies.name', 'is', null)]
          : []),
      ]),
    )
    .orderBy('companies.name', order)
    .orderBy('alerts.id', order)
    .limit(limit)
    .offset(skip)
    .execute();
  return rows as AlertListRow[];
}
