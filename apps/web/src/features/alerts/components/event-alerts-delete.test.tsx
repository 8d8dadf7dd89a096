import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  alertItems,
  alertPage,
  answerAlertSearch,
  countRequests,
  eventTypesOf,
} from '../../../testing/alert-fixtures';
import { snackbarStore } from '../../../lib/snackbar';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-routes';
import { EventAlerts } from './event-alerts';

function setup(count: number) {
  const api = fakeApi();
  let items = alertItems(1, count);
  const search = answerAlertSearch(
    api,
    () => alertPage(items),
    () => items.length,
  );
  const remove = api.answer('DELETE /api/events/alerts/bulk', (request) => {
    const { ids } = request.body as { ids: number[] };
    items = items.filter((item) => !ids.includes(item.id));
    return { deleted: ids.length };
  });
  api.answer('POST /api/events/event-types/search', {
    event_types: eventTypesOf('PC'),
  });
  const digest = api.answer('GET /api/v1/alerts/digest', {
    enabled: true,
    hour: 7,
  });
  renderRoutes(
    [{ path: '/edge/pc/event_alerts', element: <EventAlerts module="pc" /> }],
    { path: '/edge/pc/event_alerts' },
  );
  return { api, search, remove, digest, user: userEvent.setup() };
}

const table = () => screen.findByRole('table', { name: 'Alerts' });
const bodyRows = (element: HTMLElement) =>
  within(element).getAllByRole('row').slice(1);

describe('EventAlerts selection and delete', { timeout: 60_000 }, () => {
  it('should delete the selected alerts after a confirmation', async () => {
    const { search, remove, user } = setup(3);
    const alerts = await table();
    const deleteButton = screen.getByRole('button', {
      name: 'Delete selected',
    });
    expect(deleteButton).toBeDisabled();
    await user.click(
      within(alerts).getByRole('checkbox', { name: /Company 1 LLC/ }),
    );
    await user.click(
      within(alerts).getByRole('checkbox', { name: /Company 3 LLC/ }),
    );
    await user.click(deleteButton);
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete 2 alerts?',
    });
    const countsBefore = countRequests(search.requests).length;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove.requests.map((r) => r.body)).toEqual([{ ids: [1, 3] }]);
    const rows = bodyRows(await table());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Company 2 LLC');
    expect(snackbarStore.getSnapshot().at(-1)).toMatchObject({
      message: 'Deleted 2 alerts.',
      severity: 'success',
    });
    // The unread count is asked again (the header badge reads the same).
    await waitFor(() =>
      expect(countRequests(search.requests).length).toBeGreaterThan(
        countsBefore,
      ),
    );
    expect(screen.queryByText(/ticked/)).toBeNull();
  });

  it('should keep the alerts when the confirmation is cancelled', async () => {
    const { remove, user } = setup(2);
    const alerts = await table();
    await user.click(
      within(alerts).getByRole('checkbox', {
        name: 'Select every alert shown',
      }),
    );
    expect(screen.getByText('2 ticked')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete 2 alerts?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove.requests).toHaveLength(0);
    expect(bodyRows(await table())).toHaveLength(2);
    expect(screen.getByText('2 ticked')).toBeVisible();
  });

  it('should send more than 150 ids in several calls', async () => {
    const { remove, user } = setup(160);
    const alerts = await table();
    await user.click(
      within(alerts).getByRole('checkbox', {
        name: 'Select every alert shown',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete 160 alerts?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove.requests).toHaveLength(2));
    const sizes = remove.requests.map(
      (r) => (r.body as { ids: number[] }).ids.length,
    );
    expect(sizes).toEqual([150, 10]);
  });

  it('should show a refused deletion in the dialog', async () => {
    const { api, user } = setup(1);
    api.fail(
      'DELETE /api/events/alerts/bulk',
      400,
      'Choose 150 alerts at most.',
    );
    const alerts = await table();
    await user.click(
      within(alerts).getByRole('checkbox', { name: /Company 1 LLC/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete 1 alert?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Choose 150 alerts at most.',
    );
  });

  it('should switch the daily e-mail and show its hour', async () => {
    const { api, user } = setup(1);
    const put = api.answer('PUT /api/v1/alerts/digest', {
      enabled: false,
      hour: 7,
    });
    const toggle = await screen.findByRole('switch', { name: 'Daily e-mail' });
    await waitFor(() => expect(toggle).toBeChecked());
    expect(
      screen.getByText('Sent at 7 AM when there are new alerts'),
    ).toBeVisible();
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(put.requests.map((r) => r.body)).toEqual([{ enabled: false }]);
  });
});
