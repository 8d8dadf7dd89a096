import type { Migration } from 'kysely';

// Flags no version reads any more (docs/decisions/0033): the partner-domain
// redirect returns with the partner platform, the EB broker search follows
// the partner's licence (zywave_eb_broker_search).
const REMOVED_FLAGS = ['redirect-partner-domain', 'eb-broker-search'];

/**
 * Feature flags per account: an account's own value of a flag, when and by
 * whom it was set; an account without one gets the flag's value in
 * feature_flags, or else its default.
 */
export function accountFlags(): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('account_feature_flags')
        .addColumn('account_id', 'integer', (c) =>
          c.notNull().references('accounts.id').onDelete('cascade'),
        )
        .addColumn('flag', 'text', (c) => c.notNull())
        // JSON text, as feature_flags.value.
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('changed_at', 'text', (c) => c.notNull())
        .addColumn('changed_by', 'integer', (c) =>
          c.references('users.id').onDelete('set null'),
        )
        .addPrimaryKeyConstraint('account_feature_flags_pk', [
          'account_id',
          'flag',
        ])
        .execute();
      await db
        .deleteFrom('feature_flags')
        .where('key', 'in', REMOVED_FLAGS)
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('account_feature_flags').execute();
    },
  };
}
