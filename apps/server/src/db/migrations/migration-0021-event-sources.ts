import type { Migration } from 'kysely';

/**
 * What deriving company events from an import needs
 * (docs/decisions/0024): the key of each row in the undo log, so the
 * version of a row from before its file is found by key; and the final
 * filing indicator of a Form 5500, which tells a plan that ends.
 */
export function eventSources(): Migration {
  return {
    async up(db) {
      await db.schema
        .alterTable('import_undo')
        .addColumn('row_key', 'text')
        .execute();
      // The file's entries (rollback, clean-up) and one row's entry.
      await db.schema.dropIndex('import_undo_file_idx').execute();
      await db.schema
        .createIndex('import_undo_file_key_idx')
        .on('import_undo')
        .columns(['import_file_id', 'table_name', 'row_key'])
        .execute();
      await db.schema
        .alterTable('filings')
        .addColumn('final_filing', 'integer')
        .execute();
    },
    async down(db) {
      await db.schema
        .alterTable('filings')
        .dropColumn('final_filing')
        .execute();
      await db.schema.dropIndex('import_undo_file_key_idx').execute();
      await db.schema
        .createIndex('import_undo_file_idx')
        .on('import_undo')
        .column('import_file_id')
        .execute();
      await db.schema.alterTable('import_undo').dropColumn('row_key').execute();
    },
  };
}
