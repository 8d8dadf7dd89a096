import type { Db } from '../../../db/database';
import type { AlertApplicationColumn, AlertDigestRow } from '../alerts.table';

export interface NewAlertCount {
  user_id: number;
  count: number;
  last_id: number;
}

/** Per user, the unchecked alerts with ids in (from, to]. */
export async function newAlertCounts(
  db: Db,
  from: number,
  to: number,
): Promise<NewAlertCount[]> {
  const rows = await db
    .selectFrom('alerts')
    .select((eb) => [
      'user_id',
      eb.fn.countAll().as('count'),
      eb.fn.max('id').as('last_id'),
    ])
    .where('id', '>', from)
    .where('id', '<=', to)
    .where('checked', '=', 0)
    .groupBy('user_id')
    .orderBy('user_id')
    .execute();
  return rows.map((row) => ({
    user_id: Number(row.user_id),
    count: Number(row.count),
    last_id: Number(row.last_id),
  }));
}

export interface NewDigest {
  user_id: number;
  digest_date: string;
  from_alert_id: number;
  last_alert_id: number;
  alert_count: number;
}

const INSERT_CHUNK = 500;

/** Writes pending digests; one per user and date. How many were new. */
export async function insertDigests(
  db: Db,
  digests: readonly NewDigest[],
  createdAt: string,
): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < digests.length; i += INSERT_CHUNK) {
    const rows = digests.slice(i, i + INSERT_CHUNK).map((digest) => ({
      ...digest,
      status: 'pending' as const,
      attempts: 0,
      error: null,
      created_at: createdAt,
      sent_at: null,
    }));
    const result = await db
      .insertInto('alert_digests')
      .values(rows)
      .onConflict((oc) => oc.columns(['user_id', 'digest_date']).doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}

export interface SendableQuery {
  // Digests of this date or later.
  since: string;
  maxAttempts: number;
  afterId: number;
  limit: number;
}

/** Digests not sent yet with tries left, by id after `afterId`. */
export function sendableDigests(
  db: Db,
  query: SendableQuery,
): Promise<AlertDigestRow[]> {
  return db
    .selectFrom('alert_digests')
    .selectAll()
    .where('status', 'in', ['pending', 'failed'])
    .where('attempts', '<', query.maxAttempts)
    .where('digest_date', '>=', query.since)
    .where('id', '>', query.afterId)
    .orderBy('id')
    .limit(query.limit)
    .execute();
}

/** One alert as a digest tells of it. */
export interface DigestAlertRow {
  id: number;
  user_id: number;
  application: AlertApplicationColumn;
  muns: string;
  type: string;
  occurred_date: string;
  subscription_id: number;
  summary: string;
  name: string | null;
}

/** The unchecked alerts of these users with ids in (from, to]. */
export async function digestAlertRows(
  db: Db,
  userIds: readonly number[],
  from: number,
  to: number,
): Promise<DigestAlertRow[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('alerts')
    .innerJoin('company_events', 'company_events.id', 'alerts.event_id')
    .leftJoin('companies', 'companies.muns', 'alerts.muns')
    .select([
      'alerts.id',
      'alerts.user_id',
      'alerts.application',
      'alerts.muns',
      'alerts.type',
      'alerts.occurred_date',
      'alerts.subscription_id',
      'company_events.summary',
      'companies.name',
    ])
    .where('alerts.user_id', 'in', userIds)
    .where('alerts.id', '>', from)
    .where('alerts.id', '<=', to)
    .where('alerts.checked', '=', 0)
    .orderBy('alerts.user_id')
    .orderBy('alerts.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    subscription_id: Number(row.subscription_id),
  }));
}

/** Marks digests sent, unless they already were. */
export async function markDigestsSent(
  db: Db,
  ids: readonly number[],
  sentAt: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('alert_digests')
    .set({ status: 'sent', sent_at: sentAt, error: null })
    .where('id', 'in', ids)
    .where('status', '<>', 'sent')
    .execute();
}

/** A digest with nothing left to tell (read or deleted since): no mail. */
export async function markDigestEmpty(db: Db, id: number): Promise<void> {
  await db
    .updateTable('alert_digests')
    .set({ status: 'sent', sent_at: null, error: null, alert_count: 0 })
    .where('id', '=', id)
    .where('status', '<>', 'sent')
    .execute();
}

/** Records a failed try: failed, one attempt more, the reason. */
export async function markDigestFailed(
  db: Db,
  id: number,
  error: string,
  attempts?: number,
): Promise<void> {
  await db
    .updateTable('alert_digests')
    .set((eb) => ({
      status: 'failed',
      attempts: attempts ?? eb('attempts', '+', 1),
      error,
    }))
    .where('id', '=', id)
    .where('status', '<>', 'sent')
    .execute();
}
