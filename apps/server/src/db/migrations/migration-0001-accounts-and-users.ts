import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../database';
import { withIdColumn } from './dialect';

const USER_FLAGS = [
  'flag_show_upgrade_subscription',
  'require_mfa_login',
  'enable_pc_export_csv',
  'enable_eb_export_csv',
  'enable_adv_search',
  'zywave_eb_broker_search',
  'zywave_is_premium_contacts',
  'can_access_legacy_hw_ret',
] as const;

// Kysely<any>: a migration sees the schema as it was, not today's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function createAccounts(db: AnyDb, dialect: DbDialect): Promise<void> {
  await withIdColumn(db.schema.createTable('accounts'), dialect)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('account_type', 'integer', (c) => c.notNull())
    .addColumn('renewal_date', 'text')
    .addColumn('billing_portal_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

async function createUsers(db: AnyDb, dialect: DbDialect): Promise<void> {
  let table = withIdColumn(db.schema.createTable('users'), dialect)
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('accounts.id'),
    )
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('products', 'text', (c) => c.notNull())
    .addColumn('acls', 'text', (c) => c.notNull());
  for (const flag of USER_FLAGS) {
    table = table.addColumn(flag, 'text', (c) => c.notNull().defaultTo('0'));
  }
  await table
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('mfa_secret', 'text')
    .addColumn('is_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('users_email_idx')
    .on('users')
    .expression(sql`lower(email)`)
    .execute();
  await db.schema
    .createIndex('users_account_idx')
    .on('users')
    .column('account_id')
    .execute();
}

async function createSessions(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('public_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('mfa_pending', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ended_at', 'text')
    .addColumn('end_reason', 'text')
    .execute();
  await db.schema
    .createIndex('sessions_user_idx')
    .on('sessions')
    .columns(['user_id', 'ended_at'])
    .execute();
}

async function createLoginAttempts(db: AnyDb, dialect: DbDialect) {
  await withIdColumn(db.schema.createTable('login_attempts'), dialect)
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('succeeded', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  for (const column of ['username', 'address']) {
    await db.schema
      .createIndex(`login_attempts_${column}_idx`)
      .on('login_attempts')
      .columns([column, 'at'])
      .execute();
  }
}

/** Accounts, users, sessions and sign-in attempts (issue 2 §2). */
export function accountsAndUsers(dialect: DbDialect): Migration {
  return {
    async up(db) {
      await createAccounts(db, dialect);
      await createUsers(db, dialect);
      await createSessions(db);
      await createLoginAttempts(db, dialect);
    },
    async down(db) {
      for (const table of ['login_attempts', 'sessions', 'users', 'accounts']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
