import type { ExportHistoryRow } from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { getExportPollInterval } from './get-export-poll-interval';

const row = (
  process_status: ExportHistoryRow['process_status'],
): ExportHistoryRow => ({
  id: 1,
  requested_at: '2026-01-05T10:00:00Z',
  report_type: 'CSV',
  process_status,
  mail_sent: false,
  file_name: 'leads.csv',
  download_url: null,
});

describe('getExportPollInterval', () => {
  it('should poll every 10 s while any export is PROCESSING', () => {
    expect(getExportPollInterval([row('COMPLETED'), row('PROCESSING')])).toBe(
      10_000,
    );
  });

  it('should stop once nothing is PROCESSING', () => {
    expect(getExportPollInterval([row('COMPLETED'), row('FAILED')])).toBe(
      false,
    );
    expect(getExportPollInterval([])).toBe(false);
    expect(getExportPollInterval(undefined)).toBe(false);
  });
});
