import {
  exportStatusSchema,
  type ExportHistoryRow,
  type ExportJob,
} from '@edge/contracts';
import type { ExportWithJob } from './exports.repository';

type Status = ExportJob['process_status'];

/**
 * An export's status as its owner sees it. The row says PROCESSING until
 * its job writes the file; a job that failed or was cancelled (by the
 * user, or given up after a crash) decides instead, so no export stays
 * PROCESSING once nothing works on it.
 */
export function effectiveStatus(row: ExportWithJob): {
  status: Status;
  error: string | null;
} {
  const stored = exportStatusSchema.safeParse(row.process_status);
  // An unknown stored status is shown as failed rather than polled forever.
  if (!stored.success) return { status: 'FAILED', error: row.error };
  if (stored.data !== 'PROCESSING' || row.job_status === null) {
    return { status: stored.data, error: row.error };
  }
  switch (row.job_status) {
    case 'failed':
      return { status: 'FAILED', error: row.job_error ?? row.error };
    case 'cancelled':
      return { status: 'CANCELLED', error: null };
    case 'completed':
      return { status: 'FAILED', error: 'The export did not finish.' };
    default:
      return { status: 'PROCESSING', error: null };
  }
}

/** Where the owner downloads a finished file while it lives. */
export function downloadUrlOf(
  row: ExportWithJob,
  status: Status,
  now: Date,
): string | null {
  if (!row.file_path) return row.download_url;
  const alive = row.expires_at !== null && row.expires_at > now.toISOString();
  return status === 'COMPLETED' && alive
    ? `/api/v1/exports/${row.id}/file`
    : null;
}

/** SPEC §3's Export History row. */
export function toHistoryRow(row: ExportWithJob, now: Date): ExportHistoryRow {
  const { status } = effectiveStatus(row);
  return {
    id: row.id,
    requested_at: row.requested_at,
    report_type: row.report_type,
    process_status: status,
    mail_sent: row.mail_sent === 1,
    file_name: row.file_name,
    download_url: downloadUrlOf(row, status, now),
  };
}

/** GET /api/v1/exports/{id}: the export with its progress. */
export function toExportJob(row: ExportWithJob, now: Date): ExportJob {
  const { status, error } = effectiveStatus(row);
  const written =
    status === 'PROCESSING' ? (row.job_done ?? 0) : row.rows_written;
  return {
    id: row.id,
    module: row.module === 'pac' ? 'pc' : 'eb',
    kind: (row.kind ?? 'results') as ExportJob['kind'],
    format: row.format ?? '',
    columns: (row.column_set as ExportJob['columns']) ?? null,
    report_type: row.report_type,
    file_name: row.file_name,
    requested_at: row.requested_at,
    finished_at: row.finished_at,
    process_status: status,
    rows_total: row.rows_total,
    rows_written: written,
    error,
    mail_sent: row.mail_sent === 1,
    download_url: downloadUrlOf(row, status, now),
    expires_at: row.expires_at,
    criteria_summary: row.criteria_summary,
  };
}
