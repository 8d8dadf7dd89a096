import type { Kysely, Migration } from 'kysely';
import type { DbDialect } from '../database';
import { withIdColumn } from './dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function createSavedSearches(
  db: AnyDb,
  dialect: DbDialect,
): Promise<void> {
  await withIdColumn(db.schema.createTable('saved_searches'), dialect)
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('product_code', 'integer', (c) => c.notNull())
    .addColumn('search_name', 'text', (c) => c.notNull())
    .addColumn('search_name_key', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One name per user and module, whatever its case; its prefix also serves
  // the list and the count, which always name the user and the module.
  await db.schema
    .createIndex('saved_searches_user_product_name_key')
    .unique()
    .on('saved_searches')
    .columns(['user_id', 'product_code', 'search_name_key'])
    .execute();
}

/** Users' saved searches (SPEC §3, §7). */
export function savedSearches(dialect: DbDialect): Migration {
  return {
    async up(db) {
      await createSavedSearches(db, dialect);
    },
    async down(db) {
      await db.schema.dropTable('saved_searches').execute();
    },
  };
}
