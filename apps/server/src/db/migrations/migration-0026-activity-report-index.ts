import type { Migration } from 'kysely';

/**
 * The admin reports read activity_daily by account and day range, summing
 * counters per user, day, module or week: an index holding those columns
 * answers them without reading the table (SQLite measured about 1.5 to 2
 * times faster over 30 days to a year at 500 users). It replaces the
 * (account_id, day) index it starts with.
 */
export function activityReportIndex(): Migration {
  return {
    async up(db) {
      await db.schema
        .createIndex('activity_daily_report_idx')
        .on('activity_daily')
        .columns([
          'account_id',
          'day',
          'user_id',
          'module',
          'sign_ins',
          'searches',
          'company_views',
          'exports',
          'changes',
        ])
        .execute();
      await db.schema.dropIndex('activity_daily_account_day_idx').execute();
    },
    async down(db) {
      await db.schema
        .createIndex('activity_daily_account_day_idx')
        .on('activity_daily')
        .columns(['account_id', 'day'])
        .execute();
      await db.schema.dropIndex('activity_daily_report_idx').execute();
    },
  };
}
