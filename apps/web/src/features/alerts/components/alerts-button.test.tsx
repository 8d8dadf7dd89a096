import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  answerAlertSearch,
  countRequests,
  alertPage,
} from '../../../testing/alert-fixtures';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-routes';
import { AlertsButton } from './alerts-button';

function setup(unread: () => number) {
  const api = fakeApi();
  const search = answerAlertSearch(api, () => alertPage([]), unread);
  renderRoutes(
    [
      {
        path: '/edge/pc',
        element: (
          <AlertsButton
            module="pc"
            to="/edge/pc/event_alerts"
            isActive={false}
          />
        ),
      },
    ],
    { path: '/edge/pc' },
  );
  return { search };
}

describe('AlertsButton', () => {
  it('should count the unread alerts of the module', async () => {
    const { search } = setup(() => 12);
    const link = await screen.findByRole('link', { name: 'Alerts, 12 new' });
    expect(link).toHaveAttribute('href', '/edge/pc/event_alerts');
    expect(within(link).getByText('12')).toBeVisible();
    expect(countRequests(search.requests)).toEqual([
      { application: 'PC', limit: 0, pageIndex: 0, checked: false },
    ]);
  });

  it('should ask again when the window gets the focus back', async () => {
    let unread = 3;
    const { search } = setup(() => unread);
    await screen.findByRole('link', { name: 'Alerts, 3 new' });
    unread = 0;
    fireEvent.focus(window);
    expect(await screen.findByRole('link', { name: 'Alerts' })).toBeVisible();
    await waitFor(() => expect(search.requests).toHaveLength(2));
  });
});
