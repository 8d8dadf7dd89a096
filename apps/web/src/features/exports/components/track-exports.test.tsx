import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExportListItem } from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-routes';
import { TRACK_EXPORTS_EMPTY, TrackExports } from './track-exports';

const job = (
  id: number,
  overrides: Partial<ExportListItem>,
): ExportListItem => ({
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
  criteria_summary: 'TX · 50-500 employees',
  user_name: 'Frances Whitaker',
  is_own: true,
  ...overrides,
});

function setup(
  list: { total: number; exports: ExportListItem[] },
  canSeeAccount = false,
) {
  const api = fakeApi();
  const get = api.answer('GET /api/v1/exports', list);
  renderRoutes(
    [
      {
        path: '/edge/pc/track_exports',
        element: <TrackExports module="pc" canSeeAccount={canSeeAccount} />,
      },
    ],
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
    expect(rows[3]).toHaveTextContent('TX · 50-500 employees');
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

  it('should run a finished export again and show the new one', async () => {
    const { api, get, user } = setup({ total: 1, exports: [job(1, {})] });
    const rerun = api.answer('POST /api/v1/exports/:id/rerun', {
      id: 2,
      process_status: 'PROCESSING',
    });
    const table = await screen.findByRole('table', { name: 'Your exports' });
    get.answer({
      total: 2,
      exports: [
        job(2, {
          process_status: 'PROCESSING',
          rows_written: 0,
          download_url: null,
        }),
        job(1, {}),
      ],
    });
    await user.click(
      within(table).getByRole('button', {
        name: 'Re-run Edge-PC-Companies-1.csv',
      }),
    );
    expect(rerun.requests.map((r) => r.params)).toEqual([{ id: '1' }]);
    expect(
      await within(table).findByRole('button', {
        name: 'Cancel Edge-PC-Companies-2.csv',
      }),
    ).toBeVisible();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('should say why a re-run was refused', async () => {
    const { api, user } = setup({ total: 1, exports: [job(1, {})] });
    api.fail(
      'POST /api/v1/exports/:id/rerun',
      429,
      'You have started 20 exports in the last 24 hours, the most allowed. Try again later.',
    );
    await user.click(
      await screen.findByRole('button', {
        name: 'Re-run Edge-PC-Companies-1.csv',
      }),
    );
    expect(await screen.findByText(/started 20 exports/)).toBeVisible();
  });

  it('should let an account administrator see the account’s exports, without their files', async () => {
    const { get, user } = setup({ total: 1, exports: [job(1, {})] }, true);
    await screen.findByRole('table', { name: 'Your exports' });
    get.answer({
      total: 2,
      exports: [
        job(5, {
          user_name: 'Grace Okafor',
          is_own: false,
          download_url: null,
        }),
        job(1, {}),
      ],
    });
    await user.click(
      screen.getByRole('button', { name: 'Everyone in my account' }),
    );
    const table = await screen.findByRole('table', {
      name: 'Exports of your account',
    });
    expect(get.requests.at(-1)?.query).toMatchObject({ scope: 'account' });
    const [, theirs, mine] = within(table).getAllByRole('row');
    expect(theirs).toHaveTextContent('Grace Okafor');
    expect(theirs).toHaveTextContent('Only Grace Okafor can download it.');
    expect(within(theirs!).queryByRole('link')).toBeNull();
    expect(within(theirs!).queryByRole('button')).toBeNull();
    expect(mine).toHaveTextContent('Frances Whitaker (you)');
    expect(within(mine!).getByRole('link')).toBeVisible();
  });

  it('should offer no account view to other users', async () => {
    const { get } = setup({ total: 1, exports: [job(1, {})] });
    await screen.findByRole('table', { name: 'Your exports' });
    expect(
      screen.queryByRole('button', { name: 'Everyone in my account' }),
    ).toBeNull();
    expect(get.requests[0]?.query).not.toHaveProperty('scope');
  });

  it('should say so when the user has exported nothing', async () => {
    setup({ total: 0, exports: [] });
    expect(await screen.findByText(TRACK_EXPORTS_EMPTY)).toBeVisible();
  });
});
