import type { Migration } from 'kysely';

/**
 * Sign-in throttling (decision 0016): one counter row per key (address,
 * user name and address pair, user name, second step), reserved atomically
 * before a password or code is checked; the last TOTP step a user spent, so
 * a code signs in once only.
 */
export function signInThrottle(): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('login_throttle')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('username', 'text')
        .addColumn('window_start', 'text', (c) => c.notNull())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('login_throttle_username_idx')
        .on('login_throttle')
        .column('username')
        .execute();
      await db.schema
        .alterTable('users')
        .addColumn('mfa_last_step', 'integer')
        .execute();
    },
    async down(db) {
      await db.schema.alterTable('users').dropColumn('mfa_last_step').execute();
      await db.schema.dropTable('login_throttle').execute();
    },
  };
}
