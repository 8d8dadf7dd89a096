import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StaffAccount } from '@edge/contracts';
import { demoUser, type DemoUsername } from '../../testing/demo-users';
import { fakeApi } from '../../testing/fake-api';
import { staffAccount } from '../../testing/flag-fixtures';
import { renderRoutes } from '../../testing/render-routes';
import { StaffAccountFlagsRoute, StaffFlagsRoute } from './staff-flags';

const KEYSTONE = staffAccount(3, 'Keystone Insurance Advisors', {
  'statistics-enabled': true,
});
const SUMMIT = staffAccount(1, 'Summit Risk Partners', {
  'statistics-enabled': false,
});

function setup(
  path: string,
  username: DemoUsername = 'staff.admin',
  isMissing = false,
) {
  const api = fakeApi();
  const list = api.answer('GET /api/v1/staff/accounts', (request) => {
    const q = (request.query.q ?? '').toLowerCase();
    const accounts = [KEYSTONE, SUMMIT].filter((a) =>
      a.name.toLowerCase().includes(q),
    );
    return { total: accounts.length, page: 1, page_size: 25, accounts };
  });
  const account = isMissing
    ? api.fail(
        'GET /api/v1/staff/accounts/:accountId',
        404,
        'Account not found.',
      )
    : api.answer('GET /api/v1/staff/accounts/:accountId', SUMMIT);
  const { router } = renderRoutes(
    [
      { path: '/app/staff/flags', element: <StaffFlagsRoute /> },
      {
        path: '/app/staff/flags/:accountId',
        element: <StaffAccountFlagsRoute />,
      },
    ],
    { path, user: demoUser(username) },
  );
  return { api, list, account, router, user: userEvent.setup() };
}

describe('StaffFlagsRoute', { timeout: 20_000 }, () => {
  it.each(['ent.admin', 'pc.broker'] as const)(
    'should show the 403 page to %s and ask the server nothing',
    async (username) => {
      const { api } = setup('/app/staff/flags', username);
      expect(await screen.findByText('403')).toBeInTheDocument();
      setup('/app/staff/flags/3', username);
      expect(api.requests).toEqual([]);
    },
  );

  it("should list the accounts with each flag's value and whether it is set", async () => {
    const { list } = setup('/app/staff/flags');
    const table = await screen.findByRole('table', {
      name: 'Accounts and their flags',
    });
    const row = within(table).getByRole('row', { name: /Keystone/ });
    expect(
      within(row).getAllByRole('img', { name: 'Statistics: On, set' }),
    ).not.toHaveLength(0);
    expect(
      within(row).getAllByRole('img', { name: 'Dashboard PDF: Off, default' }),
    ).not.toHaveLength(0);
    expect(
      within(row).getByRole('link', { name: 'Keystone Insurance Advisors' }),
    ).toHaveAttribute('href', '/app/staff/flags/3');
    expect(list.requests[0]?.query).toEqual({ q: '', page: '1' });
  });

  it('should find accounts by name', async () => {
    const { user, list, router } = setup('/app/staff/flags');
    await screen.findByRole('table', { name: 'Accounts and their flags' });
    await user.type(
      screen.getByRole('textbox', { name: 'Account name or id' }),
      'summit',
    );
    await waitFor(() =>
      expect(list.requests.at(-1)?.query).toEqual({ q: 'summit', page: '1' }),
    );
    await waitFor(() =>
      expect(screen.queryByText('Keystone Insurance Advisors')).toBeNull(),
    );
    expect(screen.getByText('Summit Risk Partners')).toBeVisible();
    expect(router.state.location.search).toBe('?q=summit');
  });

  it('should turn a flag on for an account, then back to its default', async () => {
    const { api, user } = setup('/app/staff/flags/1');
    const on: StaffAccount = staffAccount(1, 'Summit Risk Partners', {
      'statistics-enabled': true,
    });
    const put = api.answer(
      'PUT /api/v1/staff/accounts/:accountId/flags/:flag',
      on,
    );
    const reset = api.answer(
      'DELETE /api/v1/staff/accounts/:accountId/flags/:flag',
      staffAccount(1, 'Summit Risk Partners'),
    );
    const statistics = await screen.findByRole('switch', {
      name: 'Statistics',
    });
    expect(statistics).not.toBeChecked();
    expect(statistics).toHaveAccessibleDescription(
      /statistics-enabled · Set for this account on \d+\/\d+\/2026 by staff\.admin \(default: Off\)/,
    );
    await user.click(statistics);
    await waitFor(() => expect(statistics).toBeChecked());
    expect(put.requests[0]).toMatchObject({
      params: { accountId: '1', flag: 'statistics-enabled' },
      body: { value: true },
    });
    await user.click(
      screen.getByRole('button', { name: 'Use the default for Statistics' }),
    );
    await waitFor(() => expect(statistics).not.toBeChecked());
    expect(reset.requests[0]?.params).toEqual({
      accountId: '1',
      flag: 'statistics-enabled',
    });
    expect(statistics).toHaveAccessibleDescription(
      'statistics-enabled · Follows the default: Off',
    );
    expect(
      screen.queryByRole('button', { name: 'Use the default for Statistics' }),
    ).not.toBeInTheDocument();
  });

  it('should say so when no account has the id', async () => {
    const { account } = setup('/app/staff/flags/999', 'staff.admin', true);
    expect(
      await screen.findByText('No account has this id.'),
    ).toBeInTheDocument();
    expect(account.requests[0]?.params).toEqual({ accountId: '999' });
  });
});
