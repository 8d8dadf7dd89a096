import type { Migration } from 'kysely';

/**
 * Pipeline stages (docs/decisions/0038): a user's stage of a company in
 * one module, one row per user, module and company; the board lists a
 * user's module by stage, newest first.
 */
export function pipelineStages(): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('pipeline_stages')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('module', 'text', (c) => c.notNull())
        .addColumn('muns', 'text', (c) => c.notNull())
        .addColumn('stage', 'text', (c) => c.notNull())
        .addColumn('stage_date', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('pipeline_stages_pk', [
          'user_id',
          'module',
          'muns',
        ])
        .execute();
      await db.schema
        .createIndex('pipeline_stages_user_module_stage_idx')
        .on('pipeline_stages')
        .columns(['user_id', 'module', 'stage', 'updated_at'])
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('pipeline_stages').execute();
    },
  };
}
