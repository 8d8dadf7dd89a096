import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExportJob } from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-routes';
import { TRACK_EXPORTS_EMPTY, TrackExports } from './track-exports';

const job = (id: number, overrides: Partial<ExportJob>): ExportJob => ({
  id,
  module: 'pc',
  kind: 'results',
  format: 'csv',
  columns: 'shown',
  report_type: 'Company List CSV',
  file_name: `Edge-PC-Companies-${id}.csv`,
  requested_at: '2026-11-27T10:00:00.000Z',
  finished_at: null,
  process_status: 'COMPLETED',
  rows_total: 2000,
  rows_written: 2000,
  error: null,
  mail_sent: true,
  download_url: `/api/v1/exports/${id}/file`,
  expires_at: '2026-11-29T10:00:00.000Z',
  ...overrides,
});

function setup(list: { total: number; exports: ExportJob[] }) {
  const api = fakeApi();
  const get = api.answer('GET /api/v1/exports', list);
  renderRoutes(
    [{ path: '/edge/pc/track_exports', element: <TrackExports module="pc" /> }],
    { path: '/edge/pc/track_exports' },
  );
  return { api, get, user: userEvent.setup() };
}

describe('TrackExports', { timeout: 20_000 }, () => {
  it('should show progress, failures, files and cancel a running export', async () => {
    const { api, get, user } = setup({
      total: 3,
      exports: [
        job(3, {
          process_status: 'PROCESSING',
          rows_written: 500,
          download_url: null,
          expires_at: null,
        }),
        job(2, {
          process_status: 'FAILED',
          error: 'You may no longer export from this module.',
          download_url: null,
        }),
        job(1, {}),
      ],
    });
    const cancel = api.answer('DELETE /api/v1/exports/:id', undefined);
    const table = await screen.findByRole('table', { name: 'Your exports' });
    expect(get.requests[0]?.query).toEqual({
      module: 'pc',
      page: '0',
      pageSize: '25',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('500 of 2,000');
    expect(within(rows[1]!).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(rows[2]).toHaveTextContent(
      'You may no longer export from this module.',
    );
    expect(
      within(rows[3]!).getByRole('link', { name: 'Edge-PC-Companies-1.csv' }),
    ).toHaveAttribute('href', '/api/v1/exports/1/file');
    await user.click(
      within(rows[1]!).getByRole('button', {
        name: 'Cancel Edge-PC-Companies-3.csv',
      }),
    );
    expect(cancel.requests.map((r) => r.params)).toEqual([{ id: '3' }]);
  });

  it('should say so when the user has exported nothing', async () => {
    setup({ total: 0, exports: [] });
    expect(await screen.findByText(TRACK_EXPORTS_EMPTY)).toBeVisible();
  });
});
