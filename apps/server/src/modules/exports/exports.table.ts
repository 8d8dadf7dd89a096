import type { Generated, Selectable } from 'kysely';

/** exports: one export request of a user (SPEC §3 Export history row). */
export interface ExportsTable {
  id: Generated<number>;
  user_id: number;
  module: 'pac' | 'eb';
  requested_at: string;
  report_type: string;
  process_status: string;
  mail_sent: number;
  file_name: string;
  download_url: string | null;
  // Export jobs (migration 0017); null on rows recorded before them.
  account_id: number | null;
  kind: string | null;
  format: string | null;
  column_set: string | null;
  /** The validated request, JSON. */
  request: string | null;
  criteria_summary: string | null;
  job_id: number | null;
  rows_total: number | null;
  rows_written: Generated<number>;
  /** The file's name in the exports folder of DATA_DIR. */
  file_path: string | null;
  file_bytes: number | null;
  finished_at: string | null;
  expires_at: string | null;
  error: string | null;
  /** Removed by its user: hidden, but still counted by the daily limit. */
  removed_at: string | null;
}
export type ExportRow = Selectable<ExportsTable>;
