import type { Kysely, Migration } from 'kysely';
import type { DbDialect } from '../database';
import { withIdColumn } from './dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function createEvents(db: AnyDb, dialect: DbDialect): Promise<void> {
  await withIdColumn(db.schema.createTable('events'), dialect)
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('muns', 'text', (c) => c.notNull())
    .addColumn('entity_name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('occurred_date', 'text', (c) => c.notNull())
    .addColumn('checked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subscription_id', 'integer')
    .addColumn('summary', 'text', (c) => c.notNull())
    .execute();
  // The list is always one user's events of one application by date.
  await db.schema
    .createIndex('events_user_app_date_idx')
    .on('events')
    .columns(['user_id', 'application', 'occurred_date'])
    .execute();
  await db.schema
    .createIndex('events_user_app_type_idx')
    .on('events')
    .columns(['user_id', 'application', 'type'])
    .execute();
}

async function createExports(db: AnyDb, dialect: DbDialect): Promise<void> {
  await withIdColumn(db.schema.createTable('exports'), dialect)
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('report_type', 'text', (c) => c.notNull())
    .addColumn('process_status', 'text', (c) => c.notNull())
    .addColumn('mail_sent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('download_url', 'text')
    .execute();
  await db.schema
    .createIndex('exports_user_module_idx')
    .on('exports')
    .columns(['user_id', 'module', 'requested_at'])
    .execute();
}

/** Alert events and export requests of users. */
export function eventsAndExports(dialect: DbDialect): Migration {
  return {
    async up(db) {
      await createEvents(db, dialect);
      await createExports(db, dialect);
    },
    async down(db) {
      await db.schema.dropTable('exports').execute();
      await db.schema.dropTable('events').execute();
    },
  };
}
