import type { Kysely, Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The secondary indexes a large import dropped to load faster, with the
 * statement that builds each again (docs/decisions/0011). A row left here
 * by a killed import is built again before the next import or start.
 */
export function deferredIndexes(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('import_deferred_indexes')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('table_name', 'text', (c) => c.notNull())
        .addColumn('definition', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('import_deferred_indexes').execute();
    },
  };
}
