import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-routes';
import { ExportDashboardButton } from './export-dashboard-button';

const PDF_ROW = {
  id: 9,
  requested_at: '2026-11-27T10:00:00.000Z',
  report_type: 'Dashboard PDF',
  process_status: 'COMPLETED' as const,
  mail_sent: true,
  file_name: 'Edge-PC-Dashboard-Acme-Tool-20261127-1000.pdf',
  download_url: '/api/v1/exports/9/file',
};

function setup() {
  const api = fakeApi();
  renderRoutes(
    [
      {
        path: '/edge/results/dashboard/:muns',
        element: <ExportDashboardButton module="pc" muns="100000042" />,
      },
    ],
    { path: '/edge/results/dashboard/100000042' },
  );
  return { api, user: userEvent.setup() };
}

describe('ExportDashboardButton', { timeout: 20_000 }, () => {
  it('should start the PDF of the company, then show the history with a link that opens in a new tab', async () => {
    const { api, user } = setup();
    const post = api.answer('POST /api/v1/exports', {
      id: 9,
      process_status: 'PROCESSING',
    });
    api.answer('GET /api/v1/user/downloads/:suffix', { downloads: [PDF_ROW] });
    await user.click(screen.getByRole('button', { name: 'Dashboard PDF' }));
    expect(post.requests.map((r) => r.body)).toEqual([
      { module: 'pc', kind: 'dashboard', format: 'pdf', muns: '100000042' },
    ]);
    const history = await screen.findByRole('dialog', {
      name: 'View Export History (Past 48 Hours)',
    });
    const link = await within(history).findByRole('link', {
      name: /Edge-PC-Dash/,
    });
    expect(link).toHaveAttribute('href', '/api/v1/exports/9/file');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('should say it is starting while the request runs', async () => {
    const { api, user } = setup();
    let release = () => {};
    api.answer(
      'POST /api/v1/exports',
      () =>
        new Promise((resolve) => {
          release = () => resolve({ id: 9, process_status: 'PROCESSING' });
        }),
    );
    api.answer('GET /api/v1/user/downloads/:suffix', { downloads: [] });
    await user.click(screen.getByRole('button', { name: 'Dashboard PDF' }));
    expect(screen.getByRole('button', { name: 'Starting…' })).toBeDisabled();
    release();
    expect(
      await screen.findByRole('dialog', { name: /Export History/ }),
    ).toBeVisible();
  });

  it('should say why the export was refused, and start it again on request', async () => {
    const { api, user } = setup();
    const post = api.fail(
      'POST /api/v1/exports',
      429,
      '2 of your exports are still running, the most at once. Wait for one to finish, or cancel one, and export again.',
      { code: 'EXPORTS_AT_ONCE' },
    );
    await user.click(screen.getByRole('button', { name: 'Dashboard PDF' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'The Dashboard PDF was not started',
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      '2 of your exports are still running',
    );
    post.answer({ id: 10, process_status: 'PROCESSING' });
    api.answer('GET /api/v1/user/downloads/:suffix', { downloads: [PDF_ROW] });
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('dialog', { name: /Export History/ }),
    ).toBeVisible();
    expect(post.requests).toHaveLength(2);
  });
});
