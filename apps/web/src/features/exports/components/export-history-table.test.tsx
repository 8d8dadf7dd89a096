import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExportHistoryRow } from '@edge/contracts';
import { ExportHistoryTable } from './export-history-table';

const rows: ExportHistoryRow[] = [
  {
    id: 1,
    requested_at: new Date(2026, 2, 4, 9, 5, 7).toISOString(),
    report_type: 'Dashboard PDF',
    process_status: 'COMPLETED',
    mail_sent: true,
    file_name: 'acme.pdf',
    download_url: '/files/acme.pdf',
  },
  {
    id: 2,
    requested_at: new Date(2026, 2, 4, 10, 0, 0).toISOString(),
    report_type: 'Search Results CSV',
    process_status: 'PROCESSING',
    mail_sent: false,
    file_name: 'texas-contractors.csv',
    download_url: null,
  },
];

describe('ExportHistoryTable', () => {
  it('should show the spec columns', () => {
    render(<ExportHistoryTable rows={rows} />);
    const headers = screen
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Request Date',
      'Export Type',
      'Process Status',
      'Email Sent',
      'Download Link',
    ]);
  });

  it('should open the Dashboard PDF in a new tab and mark the sent e-mail', () => {
    render(<ExportHistoryTable rows={rows} />);
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('03/04/2026 09:05:07')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'acme.pdf' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(row).getByTitle('Sent')).toBeInTheDocument();
  });

  it('should cut long file names and show them without a link until ready', () => {
    render(<ExportHistoryTable rows={rows} />);
    const row = screen.getAllByRole('row')[2]!;
    expect(within(row).getByText('texas-contracto..')).toBeInTheDocument();
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
  });
});
