import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { companyList, listPage } from '../../testing/list-fixtures';
import { fakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import { ListsRoute } from './lists';

const OWN = companyList(11, 'Q1 calls', {
  shares: [{ id: 2, name: 'Lee Park', username: 'ent.group', access: 'read' }],
});
const SHARED = companyList(12, 'Gulf coast fleets', {
  access: 'read',
  owner: { id: 3, name: 'Maria Lopez', username: 'maria.lopez' },
});

function setup(lists = [OWN, SHARED]) {
  const api = fakeApi();
  api.answer('GET /api/v1/lists/:module', { lists });
  const pages = api.answer('GET /api/v1/lists/:module/:id/companies', (r) =>
    listPage(r.params.id === '12' ? SHARED : OWN),
  );
  renderRoutes([{ path: '/edge/pc/lists', element: <ListsRoute /> }], {
    path: '/edge/pc/lists',
  });
  return { api, pages, user: userEvent.setup() };
}

describe('ListsRoute', { timeout: 30_000 }, () => {
  it('should list own and shared lists, and open the first with its companies', async () => {
    setup();
    const own = await screen.findByRole('list', { name: 'Your lists' });
    expect(within(own).getByText('Q1 calls')).toBeVisible();
    expect(
      within(own).getByText('2 · Yours, shared with 1 colleague'),
    ).toBeVisible();
    const shared = screen.getByRole('list', { name: 'Shared with you' });
    expect(
      within(shared).getByText('2 · Shared by Maria Lopez: you can read'),
    ).toBeVisible();
    const table = await screen.findByRole('table', {
      name: 'Companies of Q1 calls',
    });
    expect(
      within(table).getByRole('link', { name: 'Acme Plumbing' }),
    ).toHaveAttribute(
      'href',
      expect.stringContaining('/edge/results/dashboard/M1'),
    );
    expect(within(table).getByText('11/22/2026 by Lee Park')).toBeVisible();
    expect(
      within(table).getByRole('button', {
        name: 'Take Acme Plumbing out of Q1 calls',
      }),
    ).toBeVisible();
  });

  it('should show a shared list to read without changing buttons', async () => {
    const { user } = setup();
    await user.click(await screen.findByText('Gulf coast fleets'));
    const table = await screen.findByRole('table', {
      name: 'Companies of Gulf coast fleets',
    });
    expect(within(table).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('should share the list with the access chosen per colleague', async () => {
    const { api, user } = setup();
    api.answer('GET /api/v1/lists/:module/colleagues', {
      users: [
        { id: 2, name: 'Lee Park', username: 'ent.group' },
        { id: 4, name: 'Sam Ortiz', username: 'sam.ortiz' },
      ],
    });
    const shared = api.answer('PUT /api/v1/lists/:module/:id/shares', {
      ...OWN,
      shares: [
        { id: 2, name: 'Lee Park', username: 'ent.group', access: 'read' },
        { id: 4, name: 'Sam Ortiz', username: 'sam.ortiz', access: 'edit' },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share Q1 calls' });
    const sam = await within(dialog).findByLabelText('Access of Sam Ortiz');
    expect(
      within(dialog).getByLabelText('Access of Lee Park'),
    ).toHaveTextContent('Can read');
    await user.click(sam);
    await user.click(screen.getByRole('option', { name: 'Can edit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(shared.requests).toHaveLength(1));
    expect(shared.requests[0]?.body).toEqual({
      shares: [
        { user_id: 2, access: 'read' },
        { user_id: 4, access: 'edit' },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('should keep a taken name on screen with the server’s reason', async () => {
    const { api, user } = setup([]);
    api.fail(
      'POST /api/v1/lists/:module',
      409,
      'You already have a list with this name.',
      {
        code: 'COMPANY_LIST_NAME_TAKEN',
      },
    );
    expect(await screen.findByText(/No lists yet/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New list' }));
    const dialog = screen.getByRole('dialog', { name: 'New list' });
    await user.type(within(dialog).getByLabelText('List name'), 'Q1 calls');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText(
        'You already have a list with this name.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('List name')).toHaveValue('Q1 calls');
  });
});
