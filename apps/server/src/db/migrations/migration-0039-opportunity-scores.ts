import type { Migration } from 'kysely';

/**
 * Stored opportunity scores (docs/decisions/0045): one row per company
 * with data either module's score reads, both modules' scores and the run
 * that computed them. Keyed by muns, as the search index loads it beside
 * the projection; no foreign key, the daily run prunes companies gone.
 */
export function opportunityScores(): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('opportunity_scores')
        .addColumn('muns', 'text', (c) => c.primaryKey())
        .addColumn('pc', 'integer')
        .addColumn('eb', 'integer')
        .addColumn('scored_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('opportunity_scores').execute();
    },
  };
}
