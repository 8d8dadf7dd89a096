import type { Migration } from 'kysely';

/**
 * Which companies each export wrote, so the results can mark a company
 * exported lately by someone of the same account; and the account's
 * exports, listed for its administrators.
 */
export function exportCompanies(): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('export_companies')
        .addColumn('export_id', 'integer', (c) => c.notNull())
        .addColumn('muns', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('export_companies_pk', ['export_id', 'muns'])
        .execute();
      // The marks look a page of companies up by muns.
      await db.schema
        .createIndex('export_companies_muns_idx')
        .on('export_companies')
        .columns(['muns', 'export_id'])
        .execute();
      await db.schema
        .createIndex('exports_account_idx')
        .on('exports')
        .columns(['account_id', 'module', 'requested_at'])
        .execute();
    },
    async down(db) {
      await db.schema.dropIndex('exports_account_idx').execute();
      await db.schema.dropTable('export_companies').execute();
    },
  };
}
