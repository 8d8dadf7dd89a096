import { EXPORT_POLL_MS, type ExportHistoryRow } from '@edge/contracts';

// SPEC §4: PROCESSING keeps polling every 10 s; any other status stops it.
export function getExportPollInterval(
  rows: readonly ExportHistoryRow[] | undefined,
): number | false {
  const isProcessing = rows?.some((row) => row.process_status === 'PROCESSING');
  return isProcessing ? EXPORT_POLL_MS : false;
}
