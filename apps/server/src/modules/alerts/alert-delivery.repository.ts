import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isSqlite } from '../../db/bulk-sql';
import type { AlertSubscriptionRow, NewAlertRow } from './alerts.table';
import { chunks } from '../../shared/chunks';

// Well below SQLite's and PostgreSQL's bound-parameter limits.
const CHUNK = 500;
const ALERT_CHUNK = 100;

/** An event as delivery reads it. */
export interface DeliverableEvent {
  id: number;
  muns: string;
  type: string;
  occurred_date: string;
  saved_search_id: number | null;
  created_at: string;
}

// How long delivery waits for writers of events to commit (PostgreSQL).
const LOCK_TIMEOUT = '2s';

/**
 * The highest event id whose event, and every event of a lower id, is
 * written for good. On PostgreSQL an id is taken when a row is inserted
 * but seen only at commit, so a later id can be seen before an earlier
 * one: a SHARE lock waits for the transactions writing events to end (and
 * holds new writers for the instant of one read). SQLite has one writer,
 * so what is seen has no gap to fill. Undefined when the writers did not
 * end in time: the next run tries again.
 */
export async function committedEventHorizon(
  db: Db,
): Promise<number | undefined> {
  const maxId = (trx: Db) =>
    trx
      .selectFrom('company_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.id ?? 0));
  if (isSqlite(db)) return maxId(db);
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`set local lock_timeout = ${sql.lit(LOCK_TIMEOUT)}`.execute(trx);
      await sql`lock table company_events in share mode`.execute(trx);
      return maxId(trx);
    });
  } catch (error) {
    if ((error as { code?: string }).code === '55P03') return undefined;
    throw error;
  }
}

/** The next events after `afterId`, up to `horizon`, oldest first. */
export function nextEvents(
  db: Db,
  afterId: number,
  horizon: number,
  limit: number,
): Promise<DeliverableEvent[]> {
  return db
    .selectFrom('company_events')
    .select([
      'id',
      'muns',
      'type',
      'occurred_date',
      'saved_search_id',
      'created_at',
    ])
    .where('id', '>', afterId)
    .where('id', '<=', horizon)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The enabled favorite subscriptions of these companies. */
export async function favoriteSubscriptionsOf(
  db: Db,
  muns: readonly string[],
): Promise<AlertSubscriptionRow[]> {
  const rows: AlertSubscriptionRow[] = [];
  for (const part of chunks(muns, CHUNK)) {
    rows.push(
      ...(await db
        .selectFrom('alert_subscriptions')
        .selectAll()
        .where('muns', 'in', part)
        .where('kind', '=', 'favorite')
        .where('enabled', '=', 1)
        .execute()),
    );
  }
  return rows;
}

/** The enabled subscriptions of these saved searches. */
export async function savedSearchSubscriptionsOf(
  db: Db,
  savedSearchIds: readonly number[],
): Promise<AlertSubscriptionRow[]> {
  const rows: AlertSubscriptionRow[] = [];
  for (const part of chunks(savedSearchIds, CHUNK)) {
    rows.push(
      ...(await db
        .selectFrom('alert_subscriptions')
        .selectAll()
        .where('saved_search_id', 'in', part)
        .where('kind', '=', 'saved_search')
        .where('enabled', '=', 1)
        .execute()),
    );
  }
  return rows;
}

/** A company's name and state, as the company master holds them. */
export interface CompanyFacts {
  name: string;
  state: string;
}

/** The company master's name and state of these companies, by muns. */
export async function companyFactsOf(
  db: Db,
  muns: readonly string[],
): Promise<Map<string, CompanyFacts>> {
  const facts = new Map<string, CompanyFacts>();
  for (const part of chunks(muns, CHUNK)) {
    const rows = await db
      .selectFrom('companies')
      .select(['muns', 'name', 'state'])
      .where('muns', 'in', part)
      .execute();
    for (const row of rows) {
      facts.set(row.muns, { name: row.name, state: row.state });
    }
  }
  return facts;
}

/** The stored products (JSON text) of these users, by id. */
export async function userProductsOf(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, string>> {
  const products = new Map<number, string>();
  for (const part of chunks(userIds, CHUNK)) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'products'])
      .where('id', 'in', part)
      .execute();
    for (const row of rows) products.set(row.id, row.products);
  }
  return products;
}

/** Inserts alerts, skipping those already delivered; how many are new. */
export async function insertAlerts(
  db: Db,
  rows: readonly NewAlertRow[],
): Promise<number> {
  let inserted = 0;
  for (const part of chunks(rows, ALERT_CHUNK)) {
    const added = await db
      .insertInto('alerts')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['user_id', 'event_id', 'application']).doNothing(),
      )
      .returning('id')
      .execute();
    inserted += added.length;
  }
  return inserted;
}
