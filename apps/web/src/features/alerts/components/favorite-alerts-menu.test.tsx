import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AlertSubscription } from '@edge/contracts';
import {
  eventTypesOf,
  favoriteSubscription,
} from '../../../testing/alert-fixtures';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-routes';
import { FavoriteAlertsMenu } from './favorite-alerts-menu';

function setup(subscription: AlertSubscription = favoriteSubscription()) {
  const api = fakeApi();
  const get = api.answer('GET /api/v1/alerts/subscriptions', (request) => ({
    items:
      !request.query.favorite_id ||
      request.query.favorite_id === String(subscription.favorite_id)
        ? [subscription]
        : [],
  }));
  const put = api.answer('PUT /api/v1/alerts/subscriptions/:id', (request) => ({
    ...subscription,
    ...(request.body as Partial<AlertSubscription>),
  }));
  api.answer('POST /api/events/event-types/search', {
    event_types: eventTypesOf('PC'),
  });
  renderRoutes(
    [
      {
        path: '/edge/pc/favorites',
        element: (
          <FavoriteAlertsMenu
            module="pc"
            favoriteId={7}
            entityName="Lone Star Builders"
          />
        ),
      },
    ],
    { path: '/edge/pc/favorites' },
  );
  return { api, get, put, user: userEvent.setup() };
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  const bell = screen.getByRole('button', { name: 'Alerts' });
  await waitFor(() =>
    expect(bell).toHaveAccessibleDescription(
      'Alerts for Lone Star Builders: on',
    ),
  );
  await user.click(bell);
  const dialog = await screen.findByRole('dialog', {
    name: 'Alerts for Lone Star Builders',
  });
  await within(dialog).findByRole('checkbox', { name: 'All types' });
  return dialog;
}

describe('FavoriteAlertsMenu', { timeout: 30_000 }, () => {
  it('should load the favorite’s subscription and save chosen types', async () => {
    const { get, put, user } = setup();
    const dialog = await open(user);
    expect(get.requests.map((r) => r.query)).toEqual([
      { application: 'PC' },
      { application: 'PC', favorite_id: '7' },
    ]);
    expect(
      within(dialog).getByRole('checkbox', { name: 'All types' }),
    ).toBeChecked();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'New OSHA Inspection' }),
    );
    expect(
      within(dialog).getByRole('checkbox', { name: 'All types' }),
    ).not.toBeChecked();
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = put.requests[0]?.body as { event_types: string[] };
    expect(put.requests[0]?.params).toEqual({ id: '31' });
    expect(body.event_types).not.toContain('osha_inspection');
    expect(body.event_types).toContain('whd_case');
    expect(body).toMatchObject({ enabled: true });
  });

  it('should switch the alerts off', async () => {
    const { put, user } = setup();
    const dialog = await open(user);
    await user.click(
      within(dialog).getByRole('switch', {
        name: 'Tell me when its data changes',
      }),
    );
    expect(
      within(dialog).getByRole('checkbox', { name: 'New Wage and Hour Case' }),
    ).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put.requests).toHaveLength(1));
    expect(put.requests[0]?.body).toEqual({
      enabled: false,
      event_types: null,
    });
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Alerts' }),
      ).toHaveAccessibleDescription('Alerts for Lone Star Builders: off'),
    );
  });

  it('should ask for a type before saving none', async () => {
    const { put, user } = setup(
      favoriteSubscription({ event_types: ['whd_case'] }),
    );
    const dialog = await open(user);
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'New Wage and Hour Case' }),
    );
    expect(
      within(dialog).getByText(
        'Choose at least one event type, or switch the alerts off.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(put.requests).toHaveLength(0);
  });

  it('should show the server’s refusal in place', async () => {
    const { api, user } = setup();
    api.fail(
      'PUT /api/v1/alerts/subscriptions/:id',
      400,
      'This event type is not one of the application’s.',
    );
    const dialog = await open(user);
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'New OSHA Inspection' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'This event type is not one of the application’s.',
      ),
    ).toBeVisible();
  });
});
