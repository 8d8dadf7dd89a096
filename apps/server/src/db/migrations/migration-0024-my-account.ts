import type { Migration } from 'kysely';

/**
 * My Account: a user's phone and title; the secret of a two-step sign-in
 * being set up (it signs in only once confirmed); mailed e-mail change
 * links (only the token's hash); hashed single-use recovery codes; and
 * where each daily alert mail starts, now that users choose its hour.
 */
export function myAccount(): Migration {
  return {
    async up(db) {
      await db.schema
        .alterTable('users')
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('mfa_pending_secret', 'text')
        .execute();
      await db.schema
        .createTable('email_changes')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('new_email', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('email_changes_user_idx')
        .on('email_changes')
        .column('user_id')
        .execute();
      await db.schema
        .createTable('mfa_recovery_codes')
        .addColumn('code_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('mfa_recovery_codes_user_idx')
        .on('mfa_recovery_codes')
        .column('user_id')
        .execute();
      await db.schema
        .alterTable('alert_digests')
        .addColumn('from_alert_id', 'integer')
        .execute();
    },
    async down(db) {
      await db.schema
        .alterTable('alert_digests')
        .dropColumn('from_alert_id')
        .execute();
      await db.schema.dropTable('mfa_recovery_codes').execute();
      await db.schema.dropTable('email_changes').execute();
      for (const column of ['mfa_pending_secret', 'title', 'phone']) {
        await db.schema.alterTable('users').dropColumn(column).execute();
      }
    },
  };
}
