import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContactRole } from '@edge/contracts';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-routes';
import type { TableExportTarget } from '../api/create-export';
import { ExportResultsButton } from './export-results-button';

const COLUMNS = [
  { key: 'entity_name', label: 'Company' },
  { key: 'employees', label: 'Employees' },
];
const CRITERIA = { locationSearch: { states: ['TX'] } };

const RESULTS: TableExportTarget = {
  kind: 'results',
  criteria: CRITERIA,
  sort: { field: 'employees', direction: 'desc' },
};

function setup(
  total: number,
  ticked: readonly string[] = [],
  request: TableExportTarget = RESULTS,
  contactRoles?: readonly ContactRole[],
) {
  const api = fakeApi();
  renderRoutes(
    [
      {
        path: '/edge/pc/results',
        element: (
          <ExportResultsButton
            module="pc"
            total={total}
            ticked={ticked}
            columns={COLUMNS}
            request={request}
            {...(contactRoles ? { contactRoles } : {})}
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

  it('should send only the ticked contact roles of a CRM import', async () => {
    const { api, user } = setup(12);
    const post = api.answer('POST /api/v1/exports', {
      id: 11,
      process_status: 'PROCESSING',
    });
    api.answer('GET /api/v1/user/downloads/:suffix', { downloads: [] });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = screen.getByRole('dialog', { name: 'Export results' });
    expect(
      within(dialog).queryByRole('radiogroup', { name: 'Contacts' }),
    ).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: /CRM import/ }));
    const contacts = within(dialog).getByRole('radiogroup', {
      name: 'Contacts',
    });
    expect(
      within(contacts).getByRole('radio', { name: 'Every role' }),
    ).toBeChecked();
    await user.click(
      within(contacts).getByRole('radio', { name: 'Only these roles' }),
    );
    const exportButton = within(dialog).getByRole('button', { name: 'Export' });
    expect(exportButton).toBeDisabled();
    expect(dialog).toHaveTextContent(
      'Tick at least one role, or choose every role.',
    );
    const roles = within(dialog).getByRole('group', { name: 'Contact roles' });
    await user.click(within(roles).getByRole('checkbox', { name: 'Benefits' }));
    await user.click(within(roles).getByRole('checkbox', { name: 'HR' }));
    expect(exportButton).toBeEnabled();
    await user.click(exportButton);
    expect(post.requests[0]?.body).toMatchObject({
      columns: 'crm',
      format: 'csv',
      contactRoles: ['hr', 'benefits'],
    });
  });

  it('should send no contact roles with every role or other columns', async () => {
    const { api, user } = setup(12);
    const post = api.answer('POST /api/v1/exports', {
      id: 12,
      process_status: 'PROCESSING',
    });
    api.answer('GET /api/v1/user/downloads/:suffix', { downloads: [] });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = screen.getByRole('dialog', { name: 'Export results' });
    await user.click(within(dialog).getByRole('radio', { name: /CRM import/ }));
    await user.click(
      within(dialog).getByRole('radio', { name: 'Only these roles' }),
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Risk' }));
    await user.click(within(dialog).getByRole('radio', { name: /As shown/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(post.requests[0]?.body).toMatchObject({ columns: 'shown' });
    expect(post.requests[0]?.body).not.toHaveProperty('contactRoles');
  });

  it('should start a CRM import on the roles chosen in the Contacts view', async () => {
    const { api, user } = setup(12, [], RESULTS, ['risk', 'safety']);
    const post = api.answer('POST /api/v1/exports', {
      id: 13,
      process_status: 'PROCESSING',
    });
    api.answer('GET /api/v1/user/downloads/:suffix', { downloads: [] });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = screen.getByRole('dialog', { name: 'Export results' });
    await user.click(within(dialog).getByRole('radio', { name: /CRM import/ }));
    expect(
      within(dialog).getByRole('radio', { name: 'Only these roles' }),
    ).toBeChecked();
    const roles = within(dialog).getByRole('group', { name: 'Contact roles' });
    const isTicked = (name: string) =>
      (within(roles).getByRole('checkbox', { name }) as HTMLInputElement)
        .checked;
    expect(['HR', 'Risk', 'Safety', 'Fleet'].map(isTicked)).toEqual([
      false,
      true,
      true,
      false,
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(post.requests[0]?.body).toMatchObject({
      columns: 'crm',
      contactRoles: ['risk', 'safety'],
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

  it('should offer the ticked rows first and send only their ids', async () => {
    const { api, user } = setup(1234, ['M7', 'M3', 'M9']);
    const post = api.answer('POST /api/v1/exports', {
      id: 8,
      process_status: 'PROCESSING',
    });
    api.answer('GET /api/v1/user/downloads/:suffix', { downloads: [] });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = screen.getByRole('dialog', { name: 'Export results' });
    expect(
      within(dialog).getByRole('radio', { name: 'Ticked rows (3)' }),
    ).toBeChecked();
    expect(
      within(dialog).getByRole('radio', { name: 'Whole result (1,234 rows)' }),
    ).not.toBeChecked();
    expect(dialog).toHaveTextContent('3 companies will be written');
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(post.requests.map((r) => r.body)).toEqual([
      expect.objectContaining({ kind: 'results', muns: ['M7', 'M3', 'M9'] }),
    ]);
  });

  it('should write the whole result when chosen, without ids', async () => {
    const { api, user } = setup(1234, ['M7']);
    const post = api.answer('POST /api/v1/exports', {
      id: 9,
      process_status: 'PROCESSING',
    });
    api.answer('GET /api/v1/user/downloads/:suffix', { downloads: [] });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = screen.getByRole('dialog', { name: 'Export results' });
    await user.click(
      within(dialog).getByRole('radio', { name: /Whole result/ }),
    );
    expect(dialog).toHaveTextContent('1,234 companies will be written');
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(post.requests[0]!.body).not.toHaveProperty('muns');
  });

  it('should export all the favorites in the list order', async () => {
    const { api, user } = setup(12, [], {
      kind: 'favorites',
      sort: 'name.asc',
    });
    const post = api.answer('POST /api/v1/exports', {
      id: 10,
      process_status: 'PROCESSING',
    });
    api.answer('GET /api/v1/user/downloads/:suffix', { downloads: [] });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = screen.getByRole('dialog', { name: 'Export favorites' });
    expect(
      within(dialog).getByRole('radio', { name: 'All favorites (12)' }),
    ).toBeChecked();
    expect(
      within(dialog).getByRole('radio', { name: 'Ticked favorites (0)' }),
    ).toBeDisabled();
    expect(dialog).toHaveTextContent(
      '12 favorites will be written, in the order of the list.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(post.requests.map((r) => r.body)).toEqual([
      {
        module: 'pc',
        kind: 'favorites',
        columns: 'shown',
        format: 'csv',
        sort: 'name.asc',
        shown: ['entity_name', 'employees'],
      },
    ]);
  });
});
