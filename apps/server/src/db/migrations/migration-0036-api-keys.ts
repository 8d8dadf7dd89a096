import type { Migration } from 'kysely';
import type { DbDialect } from '../database';
import { withIdColumn } from './dialect';

/**
 * API keys (docs/decisions/0040): each key's owner, name, shown prefix and
 * the SHA-256 of its secret, looked up by that hash on every Bearer call.
 */
export function apiKeys(dialect: DbDialect): Migration {
  return {
    async up(db) {
      await withIdColumn(db.schema.createTable('api_keys'), dialect)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('prefix', 'text', (c) => c.notNull())
        .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema
        .createIndex('api_keys_user_idx')
        .on('api_keys')
        .column('user_id')
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('api_keys').execute();
    },
  };
}
