import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AlertApplication, AlertSearchBody } from '@edge/contracts';
import {
  alertItem,
  alertPage,
  answerAlertSearch,
  countRequests,
  listRequests,
} from '../../../testing/alert-fixtures';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render-routes';
import { COMPANY_ALERTS_EMPTY } from '../utils/alert-texts';
import { AlertDetails } from './alert-details';
import { AlertsButton } from './alerts-button';

const ACME = [
  alertItem(1, {
    muns: 'ACME',
    entity_name: 'Acme Freight',
    type: 'motor_carrier_changed',
    summary: 'The fleet grew from 12 to 18 power units.',
    occurred_date: '2026-03-02',
    checked: false,
    changes: [
      { label: 'Power units', before: '12', after: '18' },
      { label: 'Hazmat', before: null, after: 'Yes' },
    ],
    source: {
      dataset: 'dot_census',
      title: 'FMCSA motor carrier census',
      file_name: 'census_2026_02.csv',
      year: 2026,
      as_of_date: '2026-02-28',
    },
  }),
  alertItem(2, {
    muns: 'ACME',
    entity_name: 'Acme Freight',
    type: 'osha_inspection',
    occurred_date: '2026-01-15',
    checked: true,
  }),
];

function setup(
  applications: AlertApplication[] = ['PC'],
  answer: (body: AlertSearchBody) => ReturnType<typeof alertPage> = (body) =>
    body.application === 'PC' ? alertPage(ACME) : alertPage([]),
) {
  const api = fakeApi();
  let unread = 1;
  // The marking waits for the test to let it through.
  let release = () => {};
  const isLetThrough = new Promise<void>((resolve) => (release = resolve));
  const search = answerAlertSearch(api, answer, () => unread);
  const checked = api.answer(
    'POST /api/events/alerts/checked',
    async (request) => {
      await isLetThrough;
      unread = 0;
      return { updated: (request.body as { ids: number[] }).ids.length };
    },
  );
  const path = '/edge/event_alerts_details/:muns/:ids';
  const view = renderRoutes(
    [
      {
        path,
        element: (
          <>
            <AlertsButton
              module="pc"
              to="/edge/pc/event_alerts"
              isActive={false}
            />
            <AlertDetails
              muns="ACME"
              subscriptionIds={[11, 12]}
              applications={applications}
              module={applications.length === 1 ? 'pc' : undefined}
            />
          </>
        ),
      },
    ],
    { path: '/edge/event_alerts_details/ACME/11,12' },
  );
  return {
    api,
    search,
    checked,
    release,
    router: view.router,
    user: userEvent.setup(),
  };
}

const alertList = () =>
  screen.findByRole('list', { name: 'Alerts of this company' });

describe('AlertDetails', { timeout: 30_000 }, () => {
  it('should show each alert with what changed, its source and date', async () => {
    const { search } = setup();
    const [carrier, osha] = within(await alertList()).getAllByRole('listitem', {
      name: /./,
    });
    expect(carrier).toHaveTextContent('Motor Carrier Census Change');
    expect(carrier).toHaveTextContent('3/2/2026');
    expect(carrier).toHaveTextContent(
      'The fleet grew from 12 to 18 power units.',
    );
    const changes = within(carrier!).getByRole('list', {
      name: 'What changed',
    });
    expect(changes).toHaveTextContent('Power units: 12→18');
    expect(changes).toHaveTextContent('Hazmat: none→Yes');
    expect(carrier).toHaveTextContent(
      'Source: FMCSA motor carrier census · census_2026_02.csv · 2026 · as of 2/28/2026',
    );
    expect(
      within(carrier!).getByRole('link', { name: 'DOT details' }),
    ).toHaveAttribute('href', '/edge/dot-details/ACME');
    expect(osha).toHaveTextContent('1/15/2026');
    expect(listRequests(search.requests)).toEqual([
      {
        application: 'PC',
        muns: 'ACME',
        subscription_ids: [11, 12],
        limit: 250,
        pageIndex: 0,
        sort: { field: 'occurred_date', order: 'desc' },
      },
    ]);
  });

  it('should link the company dashboard and its details pages', async () => {
    setup();
    const nav = await screen.findByRole('navigation', {
      name: 'Company pages',
    });
    expect(
      within(nav).getByRole('link', { name: 'Company dashboard' }),
    ).toHaveAttribute('href', '/edge/results/dashboard/ACME?module=pc');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Company dashboard', 'OSHA inspections', 'DOT details']);
    expect(screen.getByRole('heading', { name: 'Acme Freight' })).toBeVisible();
  });

  it('should mark the unread alerts read and drop the header badge', async () => {
    const { search, checked, release } = setup();
    expect(
      await screen.findByRole('link', { name: 'Alerts, 1 new' }),
    ).toBeVisible();
    await waitFor(() => expect(checked.requests).toHaveLength(1));
    expect(checked.requests[0]?.body).toEqual({ ids: [1], checked: true });
    release();
    expect(await screen.findByRole('link', { name: 'Alerts' })).toBeVisible();
    expect(countRequests(search.requests).length).toBeGreaterThanOrEqual(2);
    // Still shown as new on this page, but not marked again.
    const [carrier] = within(await alertList()).getAllByRole('listitem', {
      name: /./,
    });
    expect(within(carrier!).getByText('New')).toBeVisible();
    expect(checked.requests).toHaveLength(1);
  });

  it('should mark nothing when every alert is read', async () => {
    const { checked } = setup(['PC'], () =>
      alertPage(ACME.map((item) => ({ ...item, checked: true }))),
    );
    await alertList();
    expect(checked.requests).toHaveLength(0);
  });

  it('should search both applications the user holds, newest first', async () => {
    const { search } = setup(['PC', 'EB'], (body) =>
      body.application === 'PC'
        ? alertPage([ACME[1]!])
        : alertPage(
            [
              alertItem(9, {
                muns: 'ACME',
                type: 'carrier_changed',
                occurred_date: '2026-02-20',
              }),
            ],
            { application: 'EB' },
          ),
    );
    const items = within(await alertList()).getAllByRole('listitem', {
      name: /./,
    });
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Carrier Changed'),
      expect.stringContaining('New OSHA Inspection'),
    ]);
    expect(
      listRequests(search.requests).map((body) => body.application),
    ).toEqual(expect.arrayContaining(['PC', 'EB']));
  });

  it('should say so when the company has no alerts', async () => {
    setup(['PC'], () => alertPage([]));
    expect(await screen.findByText(COMPANY_ALERTS_EMPTY)).toBeVisible();
  });
});
