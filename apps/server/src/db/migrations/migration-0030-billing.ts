import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../database';
import { withIdColumn } from './dialect';

// Kysely<any>: a migration sees the schema as it was, not today's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function createInvoices(db: AnyDb, dialect: DbDialect): Promise<void> {
  await withIdColumn(db.schema.createTable('invoices'), dialect)
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('issued_on', 'text', (c) => c.notNull())
    .addColumn('due_on', 'text', (c) => c.notNull())
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('period_end', 'text', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('paid_on', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('invoices_account_seq_key', ['account_id', 'seq'])
    .execute();
  await withIdColumn(db.schema.createTable('invoice_lines'), dialect)
    .addColumn('invoice_id', 'integer', (c) =>
      c.notNull().references('invoices.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('unit_cents', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invoice_lines_invoice_idx')
    .on('invoice_lines')
    .column('invoice_id')
    .execute();
}

async function createUpgradeRequests(
  db: AnyDb,
  dialect: DbDialect,
): Promise<void> {
  await withIdColumn(db.schema.createTable('upgrade_requests'), dialect)
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('current_plan', 'text')
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('modules', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('mailed_at', 'text')
    .addColumn('mail_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_at', 'text')
    .execute();
  await db.schema
    .createIndex('upgrade_requests_user_created_idx')
    .on('upgrade_requests')
    .columns(['user_id', 'created_at'])
    .execute();
}

/**
 * Plans, invoices and upgrade requests (decision 0032): each account's plan
 * (accounts of before get one by their type), its invoices with their
 * charges, and what its users asked the sales team for. The per-account
 * billing portal address goes: a configured provider
 * (BILLING_PORTAL_URL) or the app's own billing page takes its place.
 */
export function billing(dialect: DbDialect): Migration {
  return {
    async up(db) {
      await db.schema
        .alterTable('accounts')
        .addColumn('plan', 'text')
        .execute();
      // Type 3 is a trial, 2 an enterprise, 7 internal staff (no plan).
      await sql`update accounts set plan = case account_type
          when 3 then 'trial' when 2 then 'enterprise' when 7 then null
          else 'agency' end`.execute(db);
      await db.schema
        .alterTable('accounts')
        .dropColumn('billing_portal_url')
        .execute();
      await createInvoices(db, dialect);
      await createUpgradeRequests(db, dialect);
    },
    async down(db) {
      await db.schema.dropTable('upgrade_requests').execute();
      await db.schema.dropTable('invoice_lines').execute();
      await db.schema.dropTable('invoices').execute();
      await db.schema
        .alterTable('accounts')
        .addColumn('billing_portal_url', 'text')
        .execute();
      await db.schema.alterTable('accounts').dropColumn('plan').execute();
    },
  };
}
