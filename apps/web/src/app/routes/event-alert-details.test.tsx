import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AlertSearchBody } from '@edge/contracts';
import {
  alertItem,
  alertPage,
  answerAlertSearch,
  listRequests,
} from '../../testing/alert-fixtures';
import { demoUser, type DemoUsername } from '../../testing/demo-users';
import { fakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import { EventAlertDetailsRoute } from './event-alert-details';

function setup(path: string, username: DemoUsername = 'full.broker') {
  const api = fakeApi();
  const search = answerAlertSearch(api, (body: AlertSearchBody) =>
    alertPage(
      body.application === 'PC'
        ? [
            alertItem(body.muns === 'ACME' ? 1 : 2, {
              muns: body.muns ?? '',
              entity_name: `${body.muns} Inc`,
              checked: true,
            }),
          ]
        : [],
    ),
  );
  const view = renderRoutes(
    [
      {
        path: '/edge/event_alerts_details/:muns/:subscription_ids',
        element: <EventAlertDetailsRoute />,
      },
    ],
    { path, user: demoUser(username) },
  );
  return { search, router: view.router };
}

const alertList = () =>
  screen.findByRole('list', { name: 'Alerts of this company' });

describe('EventAlertDetailsRoute', { timeout: 20_000 }, () => {
  it('should search the module the user came from', async () => {
    const { search } = setup('/edge/event_alerts_details/ACME/4,7?module=pc');
    await alertList();
    expect(listRequests(search.requests)).toEqual([
      expect.objectContaining({
        application: 'PC',
        muns: 'ACME',
        subscription_ids: [4, 7],
      }),
    ]);
    expect(screen.getByRole('link', { name: 'All alerts' })).toHaveAttribute(
      'href',
      '/edge/pc/event_alerts',
    );
  });

  it('should search every module the user holds without one', async () => {
    const { search } = setup('/edge/event_alerts_details/ACME/all');
    await alertList();
    const bodies = listRequests(search.requests);
    expect(bodies.map((body) => body.application).sort()).toEqual(['EB', 'PC']);
    expect(bodies[0]).not.toHaveProperty('subscription_ids');
  });

  it('should search only the held module of a commercial-only user', async () => {
    const { search } = setup(
      '/edge/event_alerts_details/ACME/4?module=eb',
      'pc.broker',
    );
    await alertList();
    expect(
      listRequests(search.requests).map((body) => body.application),
    ).toEqual(['PC']);
  });

  it('should start a new list for a different company', async () => {
    const { router } = setup('/edge/event_alerts_details/ACME/4?module=pc');
    await alertList();
    expect(
      screen.getByRole('heading', { name: 'ACME Inc' }),
    ).toBeInTheDocument();
    await router.navigate('/edge/event_alerts_details/OTHER/5?module=pc');
    expect(
      await screen.findByRole('heading', { name: 'OTHER Inc' }),
    ).toBeInTheDocument();
    const items = within(await alertList()).getAllByRole('listitem', {
      name: /./,
    });
    expect(items).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'ACME Inc' })).toBeNull();
  });
});
