import type { Migration } from 'kysely';

// What an export job needs besides the Export History row of SPEC §3: who
// asked (and their account), what (the validated request), its job, its
// progress and file, and why it failed.
const COLUMNS: ReadonlyArray<readonly [string, 'text' | 'integer']> = [
  ['account_id', 'integer'],
  ['kind', 'text'],
  ['format', 'text'],
  ['column_set', 'text'],
  ['request', 'text'],
  ['criteria_summary', 'text'],
  ['job_id', 'integer'],
  ['rows_total', 'integer'],
  ['rows_written', 'integer'],
  ['file_path', 'text'],
  ['file_bytes', 'integer'],
  ['finished_at', 'text'],
  ['expires_at', 'text'],
  ['error', 'text'],
  // Removed by its user: gone from the lists, still counted by the limits.
  ['removed_at', 'text'],
];

/** Export requests become jobs with progress and a private file. */
export function exportJobs(): Migration {
  return {
    async up(db) {
      for (const [name, type] of COLUMNS) {
        await db.schema
          .alterTable('exports')
          .addColumn(name, type, (c) =>
            name === 'rows_written' ? c.notNull().defaultTo(0) : c,
          )
          .execute();
      }
      // Limits count a user's exports of the last day and those running.
      await db.schema
        .createIndex('exports_user_requested_idx')
        .on('exports')
        .columns(['user_id', 'requested_at'])
        .execute();
      // The clean-up finds files past their time.
      await db.schema
        .createIndex('exports_expires_idx')
        .on('exports')
        .column('expires_at')
        .execute();
    },
    async down(db) {
      await db.schema.dropIndex('exports_expires_idx').execute();
      await db.schema.dropIndex('exports_user_requested_idx').execute();
      for (const [name] of [...COLUMNS].reverse()) {
        await db.schema.alterTable('exports').dropColumn(name).execute();
      }
    },
  };
}
