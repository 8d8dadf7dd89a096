import type { Db } from '../db/database';

// Alerts as the delivery job writes them: a company event, the user's
// subscription to the company, and the alert joining the two.

/** A company of the master, with the columns the importers must write. */
export async function insertCompany(
  db: Db,
  muns: string,
  name: string,
): Promise<void> {
  await db
    .insertInto('companies')
    .values({
      muns,
      name,
      name_key: name.toUpperCase(),
      dba_name: null,
      address: null,
      city: 'AUSTIN',
      state: 'TX',
      zip: null,
      county_fips: null,
      latitude: null,
      longitude: null,
      naics: null,
      employees: null,
      revenue: null,
      phone: null,
      website: null,
      ein: null,
      year_founded: null,
      source_dataset: 'wc_policies',
      created_file_id: 1,
      updated_file_id: 1,
    })
    .execute();
}

/** A user's subscription to a company, as a favorite makes it; its id. */
export async function subscribe(
  db: Db,
  userId: number,
  muns: string,
  application: 'PC' | 'EB' = 'PC',
): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('alert_subscriptions')
    .values({
      user_id: userId,
      kind: 'favorite',
      favorite_id: null,
      saved_search_id: null,
      application,
      muns,
      event_types: null,
      enabled: 1,
      started_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface NewAlert {
  userId: number;
  subscriptionId: number;
  muns: string;
  type?: string;
  occurredDate?: string;
  summary?: string;
  application?: 'PC' | 'EB';
  checked?: boolean;
}

let eventKeys = 0;

/** One event of a company and its alert for a subscriber; the alert id. */
export async function insertAlert(db: Db, alert: NewAlert): Promise<number> {
  const now = new Date().toISOString();
  const type = alert.type ?? 'osha_inspection';
  const occurred = alert.occurredDate ?? '2026-11-20';
  eventKeys += 1;
  const event = await db
    .insertInto('company_events')
    .values({
      muns: alert.muns,
      type,
      occurred_date: occurred,
      summary: alert.summary ?? `Event ${eventKeys}`,
      changes: '[]',
      dataset: null,
      source_key: null,
      import_file_id: null,
      source_year: null,
      as_of_date: null,
      event_key: `test:${eventKeys}`,
      saved_search_id: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const company = await db
    .selectFrom('companies')
    .select('name')
    .where('muns', '=', alert.muns)
    .executeTakeFirst();
  const row = await db
    .insertInto('alerts')
    .values({
      user_id: alert.userId,
      event_id: event.id,
      subscription_id: alert.subscriptionId,
      application: alert.application ?? 'PC',
      muns: alert.muns,
      type,
      occurred_date: occurred,
      company_name: company?.name ?? null,
      checked: alert.checked ? 1 : 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
