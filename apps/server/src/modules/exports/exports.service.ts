import {
  EXPORT_HISTORY_WINDOW_HOURS,
  exportStatusSchema,
  type DownloadsResponse,
  type ExportHistoryRow,
} from '@edge/contracts';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import { addHours } from '../../shared/time';
import { insertExport, listUserExports } from './exports.repository';
import type { ExportRow, ExportsTable } from './exports.table';

export type DownloadsSuffix = ExportsTable['module'];

function toHistoryRow(row: ExportRow): ExportHistoryRow {
  const status = exportStatusSchema.safeParse(row.process_status);
  return {
    id: row.id,
    requested_at: row.requested_at,
    report_type: row.report_type,
    // An unknown stored status is shown as failed rather than polled forever.
    process_status: status.success ? status.data : 'FAILED',
    mail_sent: row.mail_sent === 1,
    file_name: row.file_name,
    download_url: row.download_url,
  };
}

/** SPEC §2, §9: the user's exports of the last 48 hours, newest first. */
export async function listRecentDownloads(
  db: Db,
  userId: number,
  suffix: DownloadsSuffix,
  now = new Date(),
): Promise<DownloadsResponse> {
  const since = addHours(now, -EXPORT_HISTORY_WINDOW_HOURS);
  const rows = await listUserExports(db, userId, suffix, since);
  return { downloads: rows.map(toHistoryRow) };
}

/** Records an export request (the export jobs of later issues call this). */
export function recordExport(
  db: Db,
  row: Insertable<ExportsTable>,
): Promise<number> {
  return insertExport(db, row);
}
