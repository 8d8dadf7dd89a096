import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ManagedAccount } from '@edge/contracts';
import { demoUser } from '../../testing/demo-users';
import { fakeApi } from '../../testing/fake-api';
import {
  managedAccount,
  managedUser,
} from '../../testing/manage-users-fixtures';
import { renderRoutes } from '../../testing/render-routes';
import { ManageUsersRoute } from './manage-users';

const ROUTE = '/app/users/ulist/:accountId';

function setup(
  username: 'ent.admin' | 'ent.group' = 'ent.admin',
  account: (accountId: number, selfId: number) => ManagedAccount = (id) =>
    managedAccount(id),
) {
  const user = demoUser(username);
  const api = fakeApi();
  const list = api.answer(
    'GET /api/v1/admin/accounts/:accountId/users',
    account(user.account_id, user.id),
  );
  renderRoutes([{ path: ROUTE, element: <ManageUsersRoute /> }], {
    path: `/app/users/ulist/${user.account_id}`,
    user,
  });
  return { api, list, user: userEvent.setup(), accountId: user.account_id };
}

const rowOf = (name: string) =>
  screen.getByRole('row', { name: new RegExp(name) });

describe('ManageUsersRoute', { timeout: 20_000 }, () => {
  it('should show the 403 page to a user without Manage Users', async () => {
    const { list } = setup('ent.group');
    expect(
      await screen.findByRole('heading', { level: 1 }),
    ).not.toHaveTextContent('Manage Users');
    expect(screen.getByText('403')).toBeInTheDocument();
    expect(list.requests).toHaveLength(0);
  });

  it('should list the users with seats, sort them and filter by name', async () => {
    const { user } = setup();
    expect(await screen.findByText('2 of 25 seats used')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Users' });
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent)
        .map((text) => text!.replace(/@example\.com$/, ''));
    // By last name: Admin, Delgado, Okafor.
    expect(names()).toEqual([
      'Ent AdminAdminent.adminent.admin',
      'Ana Delgadoana.delgadoana.delgado',
      'Ben Okaforben.okaforben.okafor',
    ]);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()[0]).toBe('Ben Okaforben.okaforben.okafor');
    await user.type(screen.getByLabelText('Filter by name'), 'okafor');
    expect(names()).toEqual(['Ben Okaforben.okaforben.okafor']);
    await user.clear(screen.getByLabelText('Filter by name'));
    await user.type(screen.getByLabelText('Filter by name'), 'nobody');
    expect(screen.getByText("No user matches 'nobody'.")).toBeInTheDocument();
  });

  it('should invite a user and show a refused user name by its field', async () => {
    const { api, user } = setup();
    const invite = api.fail(
      'POST /api/v1/admin/accounts/:accountId/users',
      400,
      'Some of the values you entered are not valid.',
      {
        code: 'VALIDATION',
        fields: { username: 'That user name is taken. Choose another.' },
      },
    );
    await user.click(
      await screen.findByRole('button', { name: 'Invite user' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Invite user' });
    await user.type(within(dialog).getByLabelText('First name'), 'Nina');
    await user.type(within(dialog).getByLabelText('Last name'), 'Park');
    await user.type(
      within(dialog).getByLabelText('E-mail'),
      'nina@example.com',
    );
    await user.type(within(dialog).getByLabelText('User name'), 'Nina.Park');
    await user.click(within(dialog).getByLabelText('Commercial Lines (PC)'));
    await user.click(within(dialog).getByLabelText('Gulf Coast Producers'));
    await user.click(
      within(dialog).getByRole('button', { name: 'Send invitation' }),
    );
    expect(
      await within(dialog).findByText(
        'That user name is taken. Choose another.',
      ),
    ).toBeInTheDocument();
    expect(invite.requests[0]!.body).toEqual({
      username: 'nina.park',
      email: 'nina@example.com',
      first_name: 'Nina',
      last_name: 'Park',
      products: { PC: 'All States' },
      group_ids: [7],
    });
    invite.answer(managedUser(9, 'nina.park2', { email: 'nina@example.com' }));
    await user.clear(within(dialog).getByLabelText('User name'));
    await user.type(within(dialog).getByLabelText('User name'), 'nina.park2');
    await user.click(
      within(dialog).getByRole('button', { name: 'Send invitation' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument(),
    );
    expect(invite.requests).toHaveLength(2);
  });

  it('should ask before disabling a user, and keep the dialog open with the error', async () => {
    const { api, user } = setup();
    const disable = api.fail(
      'POST /api/v1/admin/accounts/:accountId/users/:userId/disable',
      400,
      'This is the last administrator of the account: give another user the right first.',
    );
    await screen.findByRole('table', { name: 'Users' });
    await user.click(
      within(rowOf('ent.admin')).getByRole('button', {
        name: 'Actions for ent.admin',
      }),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Disable' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable ent.admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'last administrator',
    );
    expect(disable.requests[0]!.params).toEqual({
      accountId: '104',
      userId: '1',
    });
  });

  it('should make a user an administrator, but not change one’s own rights', async () => {
    // The signed-in administrator's own row among the users.
    const { api, user } = setup('ent.admin', (accountId, selfId) =>
      managedAccount(accountId, {
        users: [
          managedUser(selfId, 'ent.admin', { is_admin: true }),
          managedUser(2, 'ana.delgado'),
        ],
      }),
    );
    const grant = api.answer(
      'POST /api/v1/admin/accounts/:accountId/users/:userId/admin-grant',
      managedUser(2, 'ana.delgado', { is_admin: true }),
    );
    await screen.findByRole('table', { name: 'Users' });
    await user.click(
      within(rowOf('ent.admin')).getByRole('button', {
        name: 'Actions for ent.admin',
      }),
    );
    expect(
      screen.getByRole('menuitem', { name: 'Remove administrator rights' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await user.click(
      within(rowOf('ana.delgado')).getByRole('button', {
        name: 'Actions for ana.delgado',
      }),
    );
    await user.click(
      screen.getByRole('menuitem', { name: 'Make administrator' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Make ana.delgado an administrator?',
    });
    await user.click(
      within(dialog).getByRole('button', { name: 'Make administrator' }),
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(grant.requests[0]!.params).toEqual({
      accountId: '104',
      userId: '2',
    });
  });

  it('should enable a disabled user from its row with the keyboard', async () => {
    const { api, user } = setup();
    const enable = api.answer(
      'POST /api/v1/admin/accounts/:accountId/users/:userId/enable',
      managedUser(3, 'ben.okafor'),
    );
    await screen.findByRole('table', { name: 'Users' });
    within(rowOf('ben.okafor'))
      .getByRole('button', { name: 'Actions for ben.okafor' })
      .focus();
    await user.keyboard('{Enter}');
    expect(
      screen.getByRole('menuitem', { name: 'Send password reset' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'Enable' }));
    await user.click(screen.getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(enable.requests).toHaveLength(1));
  });

  it("should set a user's products, offering only what the account bought", async () => {
    const { api, user } = setup();
    const save = api.answer(
      'PUT /api/v1/admin/accounts/:accountId/users/:userId/products',
      managedUser(2, 'ana.delgado', { products: { 'H-W': 'All States' } }),
    );
    await screen.findByRole('table', { name: 'Users' });
    await user.click(
      within(rowOf('ana.delgado')).getByRole('button', {
        name: 'Actions for ana.delgado',
      }),
    );
    await user.click(
      screen.getByRole('menuitem', { name: 'Edit products and states' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Products of ana.delgado',
    });
    // The account bought PC and H-W only.
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(dialog).getByLabelText('States for PC')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Commercial Lines (PC)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Choose at least one product.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Employee Benefits (H-W)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(save.requests[0]?.body).toEqual({
        products: { 'H-W': 'All States' },
      }),
    );
    expect(save.requests[0]!.params).toEqual({ accountId: '104', userId: '2' });
  });

  it('should create a group and put a user in it', async () => {
    const { api, user } = setup();
    const create = api.answer('POST /api/v1/admin/accounts/:accountId/groups', {
      id: 8,
      name: 'Key Clients',
      member_ids: [],
    });
    const add = api.answer(
      'PUT /api/v1/admin/accounts/:accountId/groups/:groupId/members/:userId',
      { id: 7, name: 'Gulf Coast Producers', member_ids: [2, 3] },
    );
    await user.click(await screen.findByRole('button', { name: 'New group' }));
    await user.type(screen.getByLabelText('Group name'), 'Key Clients{Enter}');
    await waitFor(() =>
      expect(create.requests[0]?.body).toEqual({ name: 'Key Clients' }),
    );
    await user.click(
      screen.getByRole('button', { name: 'Members of Gulf Coast Producers' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Members of Gulf Coast Producers',
    });
    expect(
      within(dialog).getByLabelText('Ana Delgado (ana.delgado)'),
    ).toBeChecked();
    await user.click(within(dialog).getByLabelText('Ben Okafor (ben.okafor)'));
    await waitFor(() =>
      expect(add.requests[0]?.params).toEqual({
        accountId: '104',
        groupId: '7',
        userId: '3',
      }),
    );
  });

  it('should show a failed list with a retry', async () => {
    const user = demoUser('ent.admin');
    const api = fakeApi();
    const list = api.fail(
      'GET /api/v1/admin/accounts/:accountId/users',
      404,
      'That account could not be found.',
    );
    renderRoutes([{ path: ROUTE, element: <ManageUsersRoute /> }], {
      path: '/app/users/ulist/999',
      user,
    });
    expect(
      await screen.findByText('That account could not be found.'),
    ).toBeInTheDocument();
    list.answer(managedAccount(999));
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('table', { name: 'Users' }),
    ).toBeInTheDocument();
  });
});
