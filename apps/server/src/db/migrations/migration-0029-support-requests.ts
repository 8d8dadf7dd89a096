import type { Migration } from 'kysely';
import type { DbDialect } from '../database';
import { withIdColumn } from './dialect';

/**
 * The Support Center's contact form (docs/decisions/0031): each request a
 * user sends, with the account it came from, the reply address, and
 * whether its mail reached the support address. A user's requests of the
 * last hour are counted for the per-user limit.
 */
export function supportRequests(dialect: DbDialect): Migration {
  return {
    async up(db) {
      await withIdColumn(db.schema.createTable('support_requests'), dialect)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('account_id', 'integer', (c) => c.notNull())
        .addColumn('reply_to', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        // 'pending' until the mail server took it ('sent') or refused it.
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('mailed_at', 'text')
        .execute();
      await db.schema
        .createIndex('support_requests_user_created_idx')
        .on('support_requests')
        .columns(['user_id', 'created_at'])
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('support_requests').execute();
    },
  };
}
