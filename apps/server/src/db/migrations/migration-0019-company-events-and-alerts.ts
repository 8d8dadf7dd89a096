import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../database';
import { withIdColumn } from './dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function createCompanyEvents(db: AnyDb, dialect: DbDialect) {
  await withIdColumn(db.schema.createTable('company_events'), dialect)
    .addColumn('muns', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('occurred_date', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('dataset', 'text')
    .addColumn('source_key', 'text')
    .addColumn('import_file_id', 'integer')
    .addColumn('source_year', 'integer')
    .addColumn('as_of_date', 'text')
    .addColumn('event_key', 'text', (c) => c.notNull())
    .addColumn('saved_search_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('company_events_key_idx')
    .on('company_events')
    .columns(['muns', 'type', 'event_key'])
    .unique()
    .execute();
  // The dashboard's timeline: one company's events by date.
  await db.schema
    .createIndex('company_events_muns_date_idx')
    .on('company_events')
    .columns(['muns', 'occurred_date'])
    .execute();
  await db.schema
    .createIndex('company_events_file_idx')
    .on('company_events')
    .column('import_file_id')
    .execute();
}

async function createSubscriptions(db: AnyDb, dialect: DbDialect) {
  await withIdColumn(db.schema.createTable('alert_subscriptions'), dialect)
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('favorite_id', 'integer', (c) =>
      c.references('favorites.id').onDelete('cascade'),
    )
    .addColumn('saved_search_id', 'integer', (c) =>
      c.references('saved_searches.id').onDelete('cascade'),
    )
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('muns', 'text')
    .addColumn('event_types', 'text')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  for (const column of ['favorite_id', 'saved_search_id']) {
    await db.schema
      .createIndex(`alert_subscriptions_${column}_idx`)
      .on('alert_subscriptions')
      .column(column)
      .unique()
      .execute();
  }
  // Delivery finds the subscribers of an event's company.
  await db.schema
    .createIndex('alert_subscriptions_muns_idx')
    .on('alert_subscriptions')
    .columns(['muns', 'application'])
    .execute();
  await db.schema
    .createIndex('alert_subscriptions_user_idx')
    .on('alert_subscriptions')
    .columns(['user_id', 'application'])
    .execute();
}

async function createAlerts(db: AnyDb, dialect: DbDialect) {
  await withIdColumn(db.schema.createTable('alerts'), dialect)
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('event_id', 'integer', (c) =>
      c.notNull().references('company_events.id').onDelete('cascade'),
    )
    .addColumn('subscription_id', 'integer', (c) =>
      c.notNull().references('alert_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('muns', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('occurred_date', 'text', (c) => c.notNull())
    .addColumn('checked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // One alert per user and event and application, whichever subscriptions
  // cover it.
  await db.schema
    .createIndex('alerts_user_event_idx')
    .on('alerts')
    .columns(['user_id', 'event_id', 'application'])
    .unique()
    .execute();
  // The list: one user's alerts of one application by date; the badge
  // counts the unchecked ones.
  await db.schema
    .createIndex('alerts_user_app_date_idx')
    .on('alerts')
    .columns(['user_id', 'application', 'occurred_date', 'id'])
    .execute();
  await db.schema
    .createIndex('alerts_user_app_checked_idx')
    .on('alerts')
    .columns(['user_id', 'application', 'checked'])
    .execute();
  await db.schema
    .createIndex('alerts_user_muns_idx')
    .on('alerts')
    .columns(['user_id', 'muns'])
    .execute();
  await db.schema
    .createIndex('alerts_subscription_idx')
    .on('alerts')
    .column('subscription_id')
    .execute();
  await db.schema
    .createIndex('alerts_event_idx')
    .on('alerts')
    .column('event_id')
    .execute();
}

async function createBookkeeping(db: AnyDb, dialect: DbDialect) {
  await db.schema
    .createTable('saved_search_matches')
    .addColumn('subscription_id', 'integer', (c) =>
      c.notNull().references('alert_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('muns', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('saved_search_matches_pk', [
      'subscription_id',
      'muns',
    ])
    .execute();
  await withIdColumn(db.schema.createTable('alert_digests'), dialect)
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('digest_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('last_alert_id', 'integer', (c) => c.notNull())
    .addColumn('alert_count', 'integer', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('alert_digests_user_date_idx')
    .on('alert_digests')
    .columns(['user_id', 'digest_date'])
    .unique()
    .execute();
  await db.schema
    .createIndex('alert_digests_status_idx')
    .on('alert_digests')
    .columns(['digest_date', 'status'])
    .execute();
  await db.schema
    .createTable('alert_cursors')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

/**
 * Events derived from the data and alerts delivered from them (issue:
 * alerts): the invented per-user `events` rows go; every favorite kept so
 * far is subscribed from now on.
 */
export function companyEventsAndAlerts(dialect: DbDialect): Migration {
  return {
    async up(db) {
      await db.schema.dropTable('events').execute();
      await createCompanyEvents(db, dialect);
      await createSubscriptions(db, dialect);
      await createAlerts(db, dialect);
      await createBookkeeping(db, dialect);
      const now = new Date().toISOString();
      await sql`
        insert into alert_subscriptions
          (user_id, kind, favorite_id, application, muns, enabled,
           started_at, created_at, updated_at)
        select user_id, 'favorite', id,
               case when product_code = 7 then 'EB' else 'PC' end,
               muns, 1, ${now}, ${now}, ${now}
        from favorites
      `.execute(db);
    },
    async down(db) {
      for (const table of [
        'alert_cursors',
        'alert_digests',
        'saved_search_matches',
        'alerts',
        'alert_subscriptions',
        'company_events',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
