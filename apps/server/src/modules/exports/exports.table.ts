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
}
export type ExportRow = Selectable<ExportsTable>;
