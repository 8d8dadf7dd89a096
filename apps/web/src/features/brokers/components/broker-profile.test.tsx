import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS, type BrokerProfile as Profile } from '@edge/contracts';
import {
  BROKER_MSID,
  brokerClient,
  brokerProfile,
  clientsPage,
} from '../../../testing/broker-fixtures';
import {
  apiFailure,
  fakeApi,
  type ApiFailure,
} from '../../../testing/fake-api';
import { LocationProbe, renderRoutes } from '../../../testing/render-routes';
import { BrokerProfile } from './broker-profile';

function setup(profile: Profile | ApiFailure = brokerProfile()) {
  const api = fakeApi();
  const get = api.answer('GET /api/v1/brokers/:msid', profile);
  api.answer(
    'GET /api/v1/brokers/:msid/clients',
    clientsPage([brokerClient('M1', 'Acme Dental Group')], 1),
  );
  const routes = [
    {
      path: '/edge/eb/broker/:msid',
      element: <BrokerProfile msid={BROKER_MSID} />,
    },
    { path: '*', element: <LocationProbe /> },
  ];
  const { router } = renderRoutes(routes, {
    path: `/edge/eb/broker/${BROKER_MSID}`,
  });
  return { api, get, router, user: userEvent.setup() };
}

describe('BrokerProfile', { timeout: 20_000 }, () => {
  it('should show a loading state, then the name, address and book of business in k, M and B', async () => {
    setup();
    expect(
      screen.getByRole('progressbar', { name: 'Loading broker profile' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Gallagher Benefit Services',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('500 Market St, San Francisco, CA 94105'),
    ).toBeInTheDocument();
    const kpis = screen.getByRole('list', { name: 'Book of business' });
    const card = (label: string) =>
      within(kpis)
        .getAllByRole('listitem')
        .find((item) => within(item).queryByText(label) !== null)!;
    expect(card('Clients')).toHaveTextContent('Clients42In your states');
    expect(card('Premium')).toHaveTextContent('Premium$12.3MPlan year 2025');
    expect(within(card('Premium')).getByText('$12.3M')).toHaveAttribute(
      'title',
      '$12,345,678',
    );
    expect(card('Commissions')).toHaveTextContent('$1.2M');
    expect(card('Fees')).toHaveTextContent('$45.6k');
    expect(card('Persons covered')).toHaveTextContent('5.3k');
    expect(within(kpis).getAllByText('Plan year 2025')).toHaveLength(4);
  });

  it('should list the top carriers, states, lines of business and renewal months', async () => {
    setup();
    const carriers = await screen.findByRole('table', { name: 'Top carriers' });
    const aetna = within(carriers).getByRole('row', { name: /Aetna/ });
    expect(within(aetna).getByText('20')).toBeInTheDocument();
    expect(within(aetna).getByText('$7.5M')).toBeInTheDocument();
    const states = screen.getByRole('list', { name: 'Clients by state' });
    expect(
      within(states)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['California (CA)30', 'Nevada (NV)12']);
    const lines = screen.getByRole('list', {
      name: 'Clients by line of business',
    });
    expect(within(lines).getAllByRole('listitem')[0]).toHaveTextContent(
      'Health35',
    );
    const months = screen.getByRole('list', {
      name: 'Clients by renewal month',
    });
    const items = within(months).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(items[0]).toHaveTextContent('Jan25');
    expect(items[6]).toHaveTextContent('Jul10');
  });

  it("should list the clients with links to each company's dashboard", async () => {
    const { router, user } = setup();
    const table = await screen.findByRole('table', { name: 'Clients' });
    const row = within(table).getByRole('row', { name: /Acme Dental Group/ });
    expect(within(row).getByText('$2.8M')).toBeInTheDocument();
    expect(within(row).getByText('Jul')).toBeInTheDocument();
    const link = within(row).getByRole('link', { name: 'Acme Dental Group' });
    expect(link).toHaveAttribute(
      'href',
      '/edge/results/dashboard/M1?module=eb',
    );
    await user.click(link);
    expect(router.state.location.pathname).toBe('/edge/results/dashboard/M1');
  });

  it('should say when the broker has no clients in the user’s states, without asking for clients', async () => {
    const { api } = setup(
      brokerProfile({
        client_count: 0,
        carriers: [],
        states: [],
        lines: [],
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'No clients in your states' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Clients' })).toBeNull();
    expect(api.requests.map((request) => request.path)).toEqual([
      `/api/v1/brokers/${BROKER_MSID}`,
    ]);
  });

  it('should say an unknown broker is not found, once, with a way back to search', async () => {
    const { get } = setup(apiFailure(404, ERROR_TEXTS.NOT_FOUND));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Broker not found' }),
    ).toBeInTheDocument();
    expect(
      within(alert).getByRole('link', { name: 'Search brokers' }),
    ).toHaveAttribute('href', '/edge/eb?mode=brokers');
    expect(get.requests).toHaveLength(1);
  });

  it('should show another failure with its message and try again on request', async () => {
    const { get, user } = setup(apiFailure(400, ERROR_TEXTS.VALIDATION));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(ERROR_TEXTS.VALIDATION)).toBeVisible();
    get.answer(brokerProfile());
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(get.requests).toHaveLength(2));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Gallagher Benefit Services',
      }),
    ).toBeInTheDocument();
  });
});
