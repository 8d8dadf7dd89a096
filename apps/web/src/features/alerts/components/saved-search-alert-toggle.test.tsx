import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AlertSubscription } from '@edge/contracts';
import { savedSearchSubscription } from '../../../testing/alert-fixtures';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-routes';
import { SavedSearchAlertToggle } from './saved-search-alert-toggle';

function setup(subscriptions: AlertSubscription[]) {
  const api = fakeApi();
  const get = api.answer('GET /api/v1/alerts/subscriptions', {
    items: subscriptions,
  });
  renderRoutes(
    [
      {
        path: '/edge/pc/savedsearches',
        element: (
          <>
            <SavedSearchAlertToggle
              module="pc"
              savedSearchId={1}
              searchName="Texas contractors"
            />
            <SavedSearchAlertToggle
              module="pc"
              savedSearchId={2}
              searchName="Trucking fleets"
            />
          </>
        ),
      },
    ],
    { path: '/edge/pc/savedsearches' },
  );
  return { api, get, user: userEvent.setup() };
}

const toggle = (name: string) =>
  screen.findByRole('switch', {
    name: `Tell me about new matches of ${name}`,
  });

describe('SavedSearchAlertToggle', { timeout: 30_000 }, () => {
  it('should show which searches tell about new matches, from one request', async () => {
    const { get } = setup([savedSearchSubscription()]);
    await waitFor(async () =>
      expect(await toggle('Texas contractors')).toBeChecked(),
    );
    expect(await toggle('Trucking fleets')).not.toBeChecked();
    expect(get.requests.map((r) => r.query)).toEqual([{ application: 'PC' }]);
  });

  it('should subscribe a saved search', async () => {
    const { api, user } = setup([]);
    const post = api.answer(
      'POST /api/v1/alerts/subscriptions',
      savedSearchSubscription({ id: 42, saved_search_id: 2 }),
    );
    const trucking = await toggle('Trucking fleets');
    await waitFor(() => expect(trucking).toBeEnabled());
    await user.click(trucking);
    await waitFor(() => expect(trucking).toBeChecked());
    expect(post.requests.map((r) => r.body)).toEqual([{ saved_search_id: 2 }]);
    expect(await toggle('Texas contractors')).not.toBeChecked();
  });

  it('should unsubscribe a saved search', async () => {
    const { api, user } = setup([savedSearchSubscription()]);
    const remove = api.answer(
      'DELETE /api/v1/alerts/subscriptions/:id',
      undefined,
    );
    const texas = await toggle('Texas contractors');
    await waitFor(() => expect(texas).toBeChecked());
    await user.click(texas);
    await waitFor(() => expect(texas).not.toBeChecked());
    expect(remove.requests.map((r) => r.params)).toEqual([{ id: '41' }]);
  });

  it('should show the server’s refusal beside the switch', async () => {
    const { api, user } = setup([]);
    const cap =
      'This search matches 12,400 companies; alerts follow searches of 5,000 companies at most. Narrow it first.';
    api.fail('POST /api/v1/alerts/subscriptions', 400, cap);
    const trucking = await toggle('Trucking fleets');
    await waitFor(() => expect(trucking).toBeEnabled());
    await user.click(trucking);
    expect(await screen.findByRole('alert')).toHaveTextContent(cap);
    expect(trucking).not.toBeChecked();
    expect(trucking).toHaveAccessibleDescription(cap);
  });
});
