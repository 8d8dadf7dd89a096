import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  BROKER_MSID,
  brokerClient,
  clientsPage,
} from '../../../testing/broker-fixtures';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-routes';
import { BrokerClientsSection } from './broker-clients-section';

const CLIENTS = [
  brokerClient('M1', 'Acme Dental Group'),
  brokerClient('M2', 'Bolt Logistics', { employees: null, premium: null }),
];
const BASE = `/edge/eb/broker/${BROKER_MSID}`;

function setup(search = '', answer = clientsPage(CLIENTS, 120)) {
  const get = fakeApi().answer('GET /api/v1/brokers/:msid/clients', answer);
  const routes = [
    { path: BASE, element: <BrokerClientsSection msid={BROKER_MSID} /> },
  ];
  const { router } = renderRoutes(routes, { path: `${BASE}${search}` });
  return { get, router, user: userEvent.setup() };
}

/** The query of the last clients call for a page (not a prefetch). */
function lastQuery(get: ReturnType<typeof setup>['get'], page: number) {
  const queries = get.requests
    .filter((request) => request.params.msid === BROKER_MSID)
    .map((request) => request.query)
    .filter((query) => query.page === String(page));
  return queries.at(-1);
}

describe('BrokerClientsSection', { timeout: 20_000 }, () => {
  it('should ask for the first 25 clients by premium, largest first', async () => {
    const { get } = setup();
    const table = await screen.findByRole('table', { name: 'Clients' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Company',
      'City',
      'State',
      'Employees',
      'Participants',
      'Premium',
      'Renewal',
      'Carrier',
    ]);
    expect(lastQuery(get, 0)).toEqual({
      page: '0',
      pageSize: '25',
      sort: 'premium.desc',
    });
    expect(
      within(table).getByRole('columnheader', { name: /Premium/ }),
    ).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('1–25 of 120')).toBeInTheDocument();
  });

  it('should sort by a header, with the keyboard too, from page 1', async () => {
    const { get, router, user } = setup('?page=3');
    await screen.findByRole('table', { name: 'Clients' });
    const header = screen.getByRole('columnheader', { name: /Employees/ });
    within(header).getByRole('button').focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(header).toHaveAttribute('aria-sort', 'descending'),
    );
    expect(router.state.location.search).toBe('?sort=employees.desc');
    expect(lastQuery(get, 0)).toMatchObject({ sort: 'employees.desc' });
    await user.click(within(header).getByRole('button'));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sort=employees.asc'),
    );
    const company = screen.getByRole('columnheader', { name: /Company/ });
    await user.click(within(company).getByRole('button'));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sort=entity_name.asc'),
    );
  });

  it('should page and change the page size through the address', async () => {
    const { get, router, user } = setup('?sort=state.asc');
    await screen.findByRole('table', { name: 'Clients' });
    expect(lastQuery(get, 0)).toMatchObject({ sort: 'state.asc' });
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sort=state.asc&page=2'),
    );
    expect(lastQuery(get, 1)).toMatchObject({ pageSize: '25' });
    await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
    await user.click(await screen.findByRole('option', { name: '10' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sort=state.asc&size=10'),
    );
    expect(lastQuery(get, 0)).toMatchObject({ pageSize: '10' });
  });

  it('should leave empty values blank', async () => {
    setup();
    const row = await screen.findByRole('row', { name: /Bolt Logistics/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent(/^$/);
    expect(cells[4]).toHaveTextContent(/^$/);
  });

  it('should offer the first page when the address points past the last', async () => {
    const { router, user } = setup('?page=9', clientsPage([], 120));
    await user.click(
      await screen.findByRole('button', { name: 'Go to the first page' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
