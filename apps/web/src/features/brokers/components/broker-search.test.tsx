import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BrokerSearchResponse } from '@edge/contracts';
import {
  BROKER_MSID,
  brokerHit,
  brokersPage,
} from '../../../testing/broker-fixtures';
import {
  apiFailure,
  fakeApi,
  type ApiFailure,
} from '../../../testing/fake-api';
import { LocationProbe, renderRoutes } from '../../../testing/render-routes';
import { BrokerSearch } from './broker-search';

const PAGE = brokersPage(
  [
    brokerHit(BROKER_MSID, 'Gallagher Benefit Services'),
    brokerHit('B2', 'Summit Ridge Benefit Advisors', {
      address: null,
      participants: null,
      premium: null,
    }),
  ],
  120,
);

function setup(search = '', answer: BrokerSearchResponse | ApiFailure = PAGE) {
  const get = fakeApi().answer('GET /api/v1/brokers', answer);
  const routes = [
    { path: '/edge/eb', element: <BrokerSearch /> },
    { path: '*', element: <LocationProbe /> },
  ];
  const { router } = renderRoutes(routes, {
    path: `/edge/eb?mode=brokers${search}`,
  });
  const address = () => router.state.location.search;
  return { get, router, address, user: userEvent.setup() };
}

/** Queries of every broker search call, in order. */
const searches = (get: ReturnType<typeof setup>['get']) =>
  get.requests.map((request) => request.query);

describe('BrokerSearch', { timeout: 20_000 }, () => {
  it('should list the largest books first, each name a link to the profile', async () => {
    const { get } = setup();
    const table = await screen.findByRole('table', { name: 'Brokers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Broker',
      'City',
      'State',
      'ZIP',
      'Clients',
      'Participants',
      'Premium',
    ]);
    expect(searches(get)[0]).toEqual({
      page: '0',
      pageSize: '25',
      sort: 'clients.desc',
    });
    expect(
      within(table).getByRole('columnheader', { name: /Clients/ }),
    ).toHaveAttribute('aria-sort', 'descending');
    expect(
      screen.getByRole('link', { name: 'Gallagher Benefit Services' }),
    ).toHaveAttribute('href', `/edge/eb/broker/${BROKER_MSID}`);
    const row = screen.getByRole('row', { name: /Gallagher/ });
    expect(row).toHaveTextContent('500 Market St');
    expect(row).toHaveTextContent('$12.3M');
    expect(screen.getByRole('heading', { name: '120 brokers' })).toBeVisible();
    expect(screen.getByText('1–25 of 120')).toBeInTheDocument();
  });

  it('should show typed text at once and search once typing pauses', async () => {
    const { get, address, user } = setup('&broker_page=3');
    await screen.findByRole('table', { name: 'Brokers' });
    const name = screen.getByRole('textbox', { name: 'Broker name' });
    await user.type(name, 'Summit');
    expect(name).toHaveValue('Summit');
    await waitFor(() =>
      expect(address()).toBe('?mode=brokers&broker_name=Summit'),
    );
    await waitFor(() =>
      expect(searches(get)).toContainEqual(
        expect.objectContaining({ name: 'Summit', page: '0' }),
      ),
    );
    // One search for the whole word, none for its first letters.
    const names = new Set(searches(get).map((q) => q.name));
    expect([...names]).toEqual([undefined, 'Summit']);
  });

  it('should apply a ZIP code only once it has five digits', async () => {
    const { get, address, user } = setup();
    await screen.findByRole('table', { name: 'Brokers' });
    const zip = screen.getByRole('textbox', { name: 'ZIP code' });
    await user.type(zip, '941');
    expect(screen.getByText('A ZIP code has 5 digits')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(address()).toBe('?mode=brokers');
    await user.type(zip, '05');
    await waitFor(() =>
      expect(searches(get).at(-1)).toMatchObject({ zip: '94105' }),
    );
    expect(address()).toBe('?mode=brokers&broker_zip=94105');
  });

  it('should filter by book size and office state', async () => {
    const { get, address, user } = setup();
    await screen.findByRole('table', { name: 'Brokers' });
    await user.click(
      screen.getByRole('checkbox', { name: 'Over 250 clients' }),
    );
    await user.click(screen.getByRole('checkbox', { name: '1-25 clients' }));
    expect(address()).toBe('?mode=brokers&broker_bins=local%2Cnational');
    await user.type(
      screen.getByRole('combobox', { name: 'Office states' }),
      'Nevad',
    );
    await user.click(await screen.findByRole('option', { name: /Nevada/ }));
    await waitFor(() =>
      expect(searches(get).at(-1)).toMatchObject({
        bins: 'local,national',
        states: 'NV',
      }),
    );
  });

  it('should sort by a header, with the keyboard too, from page 1', async () => {
    const { address, user } = setup('&broker_page=2');
    await screen.findByRole('table', { name: 'Brokers' });
    const premium = screen.getByRole('columnheader', { name: /Premium/ });
    within(premium).getByRole('button').focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(premium).toHaveAttribute('aria-sort', 'descending'),
    );
    expect(address()).toBe('?mode=brokers&broker_sort=premium.desc');
    const broker = screen.getByRole('columnheader', { name: /Broker/ });
    await user.click(within(broker).getByRole('button'));
    await waitFor(() =>
      expect(address()).toBe('?mode=brokers&broker_sort=name.asc'),
    );
  });

  it('should restore the filters, page and sort from the address', async () => {
    const { get } = setup(
      '&broker_name=Summit&broker_bins=local&broker_sort=name.asc&broker_page=2',
    );
    await screen.findByRole('table', { name: 'Brokers' });
    expect(screen.getByRole('textbox', { name: 'Broker name' })).toHaveValue(
      'Summit',
    );
    expect(
      screen.getByRole('checkbox', { name: '1-25 clients' }),
    ).toBeChecked();
    expect(searches(get)[0]).toEqual({
      name: 'Summit',
      bins: 'local',
      page: '1',
      pageSize: '25',
      sort: 'name.asc',
    });
  });

  it('should offer to clear filters that match no broker', async () => {
    const { address, user } = setup('&broker_name=zzz', brokersPage([], 0));
    const empty = await screen.findByRole('status');
    expect(
      within(empty).getByRole('heading', {
        name: 'No brokers match these filters',
      }),
    ).toBeVisible();
    await user.click(
      within(empty).getByRole('button', { name: 'Clear filters' }),
    );
    await waitFor(() => expect(address()).toBe('?mode=brokers'));
    expect(screen.getByRole('textbox', { name: 'Broker name' })).toHaveValue(
      '',
    );
  });

  it('should show an error with a way to try again', async () => {
    const { get, user } = setup('', apiFailure(403, 'Not entitled.'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The brokers could not be loaded');
    expect(alert).toHaveTextContent('Not entitled.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(searches(get)).toHaveLength(2));
  });
});
