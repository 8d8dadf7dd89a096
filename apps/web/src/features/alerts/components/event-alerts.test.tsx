import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  alertItem,
  alertItems,
  alertPage,
  answerAlertSearch,
  eventTypesOf,
  listRequests,
} from '../../../testing/alert-fixtures';
import { apiFailure, fakeApi } from '../../../testing/fake-api';
import { LocationProbe, renderRoutes } from '../../../testing/render-routes';
import { ALERTS_EMPTY } from '../utils/alert-texts';
import { EventAlerts } from './event-alerts';

type ListAnswer = Parameters<typeof answerAlertSearch>[1];

function setup(list: ListAnswer, module: 'pc' | 'eb' = 'pc') {
  const api = fakeApi();
  const search = answerAlertSearch(api, list, () => 2);
  const application = module === 'pc' ? 'PC' : 'EB';
  const types = api.answer('POST /api/events/event-types/search', {
    event_types: eventTypesOf(application),
  });
  api.answer('GET /api/v1/alerts/digest', { enabled: true, hour: 7 });
  const path = `/edge/${module}/event_alerts`;
  const view = renderRoutes(
    [
      { path, element: <EventAlerts module={module} /> },
      { path: '*', element: <LocationProbe /> },
    ],
    { path },
  );
  return { api, search, types, router: view.router, user: userEvent.setup() };
}

const table = () => screen.findByRole('table', { name: 'Alerts' });
const bodyRows = (element: HTMLElement) =>
  within(element).getAllByRole('row').slice(1);

describe('EventAlerts', { timeout: 60_000 }, () => {
  it('should list company, event, date and summary, unread ones in bold', async () => {
    const { search, types } = setup(() =>
      alertPage([
        alertItem(1, { checked: false, occurred_date: '2026-03-04' }),
        alertItem(2, { type: 'whd_case', occurred_date: '2026-02-11' }),
      ]),
    );
    const [unread, read] = bodyRows(await table());
    expect(
      within(unread!).getByRole('link', { name: 'Company 1 LLC' }),
    ).toHaveAttribute('href', '/edge/results/dashboard/M1?module=pc');
    expect(unread).toHaveTextContent('New OSHA Inspection');
    expect(unread).toHaveTextContent('3/4/2026');
    expect(unread).toHaveTextContent('OSHA opened inspection 1001');
    expect(unread).toHaveTextContent('(new)');
    expect(unread).toHaveAttribute('data-unread', 'true');
    expect(within(unread!).getByText('New OSHA Inspection')).toHaveStyle({
      fontWeight: 700,
    });
    expect(read).toHaveTextContent('New Wage and Hour Case');
    expect(read).toHaveTextContent('2/11/2026');
    expect(read).not.toHaveAttribute('data-unread');
    expect(within(read!).getByText('New Wage and Hour Case')).toHaveStyle({
      fontWeight: 400,
    });
    expect(await screen.findByText('2 alerts · 2 new')).toBeVisible();
    expect(listRequests(search.requests)[0]).toEqual({
      application: 'PC',
      limit: 250,
      pageIndex: 0,
      sort: { field: 'occurred_date', order: 'desc' },
    });
    expect(types.requests[0]?.body).toEqual({ application: 'PC' });
  });

  it('should append the next 250 on Load more', async () => {
    const { search, user } = setup((body) =>
      body.next_page_id === '1'
        ? alertPage(alertItems(251, 10), { hits: 260, pageIndex: 1 })
        : alertPage(alertItems(1, 250), { hits: 260, nextPageId: '1' }),
    );
    expect(bodyRows(await table())).toHaveLength(250);
    expect(screen.getByText('Showing 250 of 260')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 260 of 260')).toBeVisible();
    const rows = bodyRows(await table());
    expect(rows).toHaveLength(260);
    expect(rows[0]).toHaveTextContent('Company 1 LLC');
    expect(rows[259]).toHaveTextContent('Company 260 LLC');
    expect(listRequests(search.requests)[1]).toMatchObject({
      limit: 250,
      next_page_id: '1',
    });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('should replace the list with the first page of other types', async () => {
    const { search, user } = setup((body) =>
      body.event_types
        ? alertPage([alertItem(90, { type: 'whd_case' })])
        : alertPage(alertItems(1, 3)),
    );
    expect(bodyRows(await table())).toHaveLength(3);
    await user.click(screen.getByRole('combobox', { name: 'Event types' }));
    await user.click(
      await screen.findByRole('option', { name: 'New Wage and Hour Case' }),
    );
    await user.keyboard('{Escape}');
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(1));
    expect(bodyRows(await table())[0]).toHaveTextContent('Company 90 LLC');
    expect(listRequests(search.requests).at(-1)).toMatchObject({
      event_types: ['whd_case'],
      pageIndex: 0,
    });
    expect(
      screen.getByRole('combobox', { name: 'Event types' }),
    ).toHaveTextContent('New Wage and Hour Case');
  });

  it('should sort by a column and reset to newest first, all types, nothing selected', async () => {
    const { search, user } = setup(() => alertPage(alertItems(1, 3)));
    const alerts = await table();
    await user.click(within(alerts).getByRole('button', { name: 'Company' }));
    await waitFor(() =>
      expect(listRequests(search.requests).at(-1)?.sort).toEqual({
        field: 'entity_name',
        order: 'asc',
      }),
    );
    await user.click(
      within(alerts).getByRole('checkbox', { name: /Company 2 LLC/ }),
    );
    expect(screen.getByText('1 ticked')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect(listRequests(search.requests).at(-1)?.sort).toEqual({
        field: 'occurred_date',
        order: 'desc',
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent(
      'Newest first',
    );
    expect(screen.queryByText('1 ticked')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('should open the company’s alerts from a row, by click or Enter', async () => {
    const { router, user } = setup(() =>
      alertPage([
        alertItem(1, { muns: 'ACME', subscription_id: 15 }),
        alertItem(2, { muns: 'ACME', subscription_id: 12 }),
      ]),
    );
    const [first] = bodyRows(await table());
    await user.click(within(first!).getByText(/OSHA opened inspection 1001/));
    expect(router.state.location.pathname).toBe(
      '/edge/event_alerts_details/ACME/12,15',
    );
    expect(router.state.location.search).toBe('?module=pc');
  });

  it('should open the details with the keyboard', async () => {
    const { router, user } = setup(() => alertPage([alertItem(3)]));
    const [row] = bodyRows(await table());
    row!.focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe(
      '/edge/event_alerts_details/M3/13',
    );
  });

  it('should ask for the benefits alerts on /edge/eb', async () => {
    const { search } = setup(
      () =>
        alertPage([alertItem(1, { type: 'new_plan' })], { application: 'EB' }),
      'eb',
    );
    expect(bodyRows(await table())[0]).toHaveTextContent('New Plan');
    expect(listRequests(search.requests)[0]?.application).toBe('EB');
  });

  it('should say how to get alerts when there are none', async () => {
    setup(() => alertPage([]));
    expect(await screen.findByText(ALERTS_EMPTY)).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Your favorites' }),
    ).toHaveAttribute('href', '/edge/pc/favorites');
  });

  it('should show a failure with a way to try again', async () => {
    let isDown = true;
    const { user } = setup(() =>
      isDown ? apiFailure(403, 'Not entitled.') : alertPage([alertItem(1)]),
    );
    expect(await screen.findByText(/could not be loaded/)).toHaveTextContent(
      'Not entitled.',
    );
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(bodyRows(await table())).toHaveLength(1);
  });
});
