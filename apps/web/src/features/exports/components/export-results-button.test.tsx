import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-routes';
import { ExportResultsButton } from './export-results-button';

const COLUMNS = [
  { key: 'entity_name', label: 'Company' },
  { key: 'employees', label: 'Employees' },
];
const CRITERIA = { locationSearch: { states: ['TX'] } };

function setup(total: number) {
  const api = fakeApi();
  renderRoutes(
    [
      {
        path: '/edge/pc/results',
        element: (
          <ExportResultsButton
            module="pc"
            total={total}
            columns={COLUMNS}
            request={{
              criteria: CRITERIA,
              sort: { field: 'employees', direction: 'desc' },
            }}
          />
        ),
      },
    ],
    { path: '/edge/pc/results' },
  );
  return { api, user: userEvent.setup() };
}

describe('ExportResultsButton', { timeout: 20_000 }, () => {
  it('should export the results as Excel with the visible columns, then show the history', async () => {
    const { api, user } = setup(1234);
    const post = api.answer('POST /api/v1/exports', {
      id: 7,
      process_status: 'PROCESSING',
    });
    api.answer('GET /api/v1/user/downloads/:suffix', {
      downloads: [
        {
          id: 7,
          requested_at: '2026-11-27T10:00:00.000Z',
          report_type: 'Company List Excel',
          process_status: 'PROCESSING',
          mail_sent: false,
          file_name: 'Edge-PC-Companies-20261127-1000.xlsx',
          download_url: null,
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = screen.getByRole('dialog', { name: 'Export results' });
    expect(dialog).toHaveTextContent('1,234 companies will be written');
    expect(dialog).toHaveTextContent('Company · Employees');
    await user.click(
      within(dialog).getByRole('radio', { name: /Excel workbook/ }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(post.requests.map((r) => r.body)).toEqual([
      {
        module: 'pc',
        kind: 'results',
        columns: 'shown',
        format: 'xlsx',
        criteria: CRITERIA,
        sort: { field: 'employees', direction: 'desc' },
        shown: ['entity_name', 'employees'],
      },
    ]);
    const history = await screen.findByRole('dialog', {
      name: 'View Export History (Past 48 Hours)',
    });
    expect(await within(history).findByText('PROCESSING')).toBeVisible();
  });

  it('should export a CRM import as CSV only', async () => {
    const { api, user } = setup(12);
    const post = api.answer('POST /api/v1/exports', {
      id: 8,
      process_status: 'PROCESSING',
    });
    api.answer('GET /api/v1/user/downloads/:suffix', { downloads: [] });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = screen.getByRole('dialog', { name: 'Export results' });
    await user.click(
      within(dialog).getByRole('radio', { name: /Excel workbook/ }),
    );
    await user.click(within(dialog).getByRole('radio', { name: /CRM import/ }));
    expect(
      within(dialog).getByRole('radio', { name: /Excel workbook/ }),
    ).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /^CSV/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(post.requests[0]?.body).toMatchObject({
      columns: 'crm',
      format: 'csv',
    });
  });

  it('should keep the dialog open with the reason an export was refused', async () => {
    const { api, user } = setup(40);
    api.fail(
      'POST /api/v1/exports',
      429,
      '2 of your exports are still running, the most at once. Wait for one to finish, or cancel one, and export again.',
      { code: 'EXPORTS_AT_ONCE' },
    );
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = screen.getByRole('dialog', { name: 'Export results' });
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '2 of your exports are still running',
    );
    expect(
      screen.queryByRole('dialog', { name: /Export History/ }),
    ).not.toBeInTheDocument();
  });

  it('should not offer more rows than one export may hold', async () => {
    const { user } = setup(60_000);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = screen.getByRole('dialog', { name: 'Export results' });
    expect(dialog).toHaveTextContent(
      'This search matches 60,000 companies; at most 50,000 can be exported at once.',
    );
    expect(
      within(dialog).getByRole('button', { name: 'Export' }),
    ).toBeDisabled();
  });
});
