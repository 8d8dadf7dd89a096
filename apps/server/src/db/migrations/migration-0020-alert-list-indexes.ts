import type { Migration } from 'kysely';

/**
 * Indexes for the alert list of a user with many alerts (100,000 read in
 * under 50 ms): by type (the sort, and the type filter with its count),
 * and by company (the muns filter, and the company-name sort, which reads
 * a count per company before the page).
 */
export function alertListIndexes(): Migration {
  return {
    async up(db) {
      await db.schema
        .createIndex('alerts_user_app_type_idx')
        .on('alerts')
        .columns(['user_id', 'application', 'type', 'occurred_date', 'id'])
        .execute();
      await db.schema
        .createIndex('alerts_user_app_muns_idx')
        .on('alerts')
        .columns(['user_id', 'application', 'muns', 'id'])
        .execute();
    },
    async down(db) {
      await db.schema.dropIndex('alerts_user_app_muns_idx').execute();
      await db.schema.dropIndex('alerts_user_app_type_idx').execute();
    },
  };
}
