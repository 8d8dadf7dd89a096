import type { Migration } from 'kysely';
import type { DbDialect } from '../database';
import { withIdColumn } from './dialect';

/**
 * Background jobs kept in the database (decision 0019): exports first,
 * alerts and mail later. A runner claims a queued row atomically and holds
 * it by a lease it renews; a row whose lease ran out is recovered.
 */
export function jobs(dialect: DbDialect): Migration {
  return {
    async up(db) {
      await withIdColumn(db.schema.createTable('jobs'), dialect)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', (c) => c.notNull())
        .addColumn('run_after', 'text', (c) => c.notNull())
        .addColumn('locked_by', 'text')
        .addColumn('lease_until', 'text')
        .addColumn('progress_done', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('progress_total', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cancel_requested', 'integer', (c) =>
          c.notNull().defaultTo(0),
        )
        .addColumn('error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text')
        .addColumn('finished_at', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // Claiming looks for the oldest due queued job; recovery for running
      // jobs by lease. Both lead with the status.
      await db.schema
        .createIndex('jobs_claim_idx')
        .on('jobs')
        .columns(['status', 'run_after', 'id'])
        .execute();
      await db.schema
        .createIndex('jobs_lease_idx')
        .on('jobs')
        .columns(['status', 'lease_until'])
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('jobs').execute();
    },
  };
}
