import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Renewal, RenewalCalendar } from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeRequest } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import { RenewalsRoute } from './renewals';

const CALENDAR = 'GET /api/v1/renewals/:module';

const renewal = (over: Partial<Renewal>): Renewal => ({
  muns: 'M1',
  name: 'Acme Roofing LLC',
  city: 'Austin',
  state: 'TX',
  kind: 'benefit_plan_year',
  dueDate: '2026-12-15',
  daysUntil: 17,
  window: 60,
  subject: 'Health plan with Aetna renews',
  source: { dataset: 'Form 5500', year: 2025 },
  stage: 'quoted',
  origin: { favorite: true, savedSearches: ['Roofers in TX'] },
  contest: {
    fromYear: 2022,
    toYear: 2025,
    carrierChanges: 2,
    brokerChanges: 1,
    incumbent: {
      name: 'Lockton',
      clients: 158,
      clientsBefore: 142,
      trend: 'growing',
      year: 2025,
    },
  },
  ...over,
});
const ACME = renewal({});
const DELTA = renewal({
  muns: 'M2',
  name: 'Delta Bakery Co',
  city: null,
  dueDate: '2026-12-30',
  daysUntil: 32,
  stage: null,
  origin: { favorite: false, savedSearches: ['Bakeries'] },
  contest: {
    fromYear: 2023,
    toYear: 2025,
    carrierChanges: 0,
    brokerChanges: 0,
    incumbent: null,
  },
});
const ORBIT = renewal({
  muns: 'M3',
  name: 'Orbit Freight Inc',
  dueDate: '2027-03-02',
  daysUntil: 94,
  window: 120,
  stage: 'won',
});

const calendar = (over: Partial<RenewalCalendar>): RenewalCalendar => ({
  module: 'eb',
  today: '2026-11-28',
  through: '2027-10-31',
  renewals: [ACME, DELTA, ORBIT],
  companies: 120,
  withoutDates: 14,
  truncated: false,
  ...over,
});

// The server's filters, as the contract describes them.
function answered({ query }: FakeRequest, renewals: Renewal[]) {
  return calendar({
    renewals: renewals.filter(
      (r) =>
        (!query.window ||
          (r.window !== null && r.window <= Number(query.window))) &&
        (!query.stage || (r.stage ?? 'none') === query.stage),
    ),
  });
}

function setup(path = '/edge/eb/renewals', renewals = [ACME, DELTA, ORBIT]) {
  const api = fakeApi();
  const list = api.answer(CALENDAR, (request) => answered(request, renewals));
  const { router } = renderRoutes(
    [{ path: '/edge/:module/renewals', element: <RenewalsRoute /> }],
    { path },
  );
  return { api, list, router };
}

const item = (region: HTMLElement, name: string) =>
  within(region).getByRole('listitem', { name: `${name}: Benefit plan year` });

describe('RenewalsRoute', { timeout: 30_000 }, () => {
  it('should list the renewals month by month with how contested each is', async () => {
    setup();
    const december = await screen.findByRole('region', {
      name: 'December 2026 (2)',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Renewal calendar' }),
    ).toBeVisible();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent),
    ).toEqual(['December 2026 (2)', 'March 2027 (1)']);
    expect(screen.getByRole('status')).toHaveTextContent(
      '3 renewals of 120 companies in the next 12 months · 14 companies have no renewal date in the data',
    );

    const acme = item(december, 'Acme Roofing LLC');
    expect(
      within(acme).getByRole('link', { name: 'Acme Roofing LLC' }),
    ).toHaveAttribute('href', '/edge/results/dashboard/M1?module=eb');
    for (const text of [
      'Austin, TX',
      'Favorite · Saved search: Roofers in TX',
      'Health plan with Aetna renews',
      '12/15/2026 · in 17 days',
      'Within 60 days',
      'Carrier changed 2× · Broker changed 1× in 2022–2025',
      'Incumbent broker: Lockton — book growing (142 → 158 clients)',
    ]) {
      expect(acme).toHaveTextContent(text);
    }
    expect(within(acme).getByLabelText('Pipeline stage: Quoted')).toBeVisible();

    const delta = item(december, 'Delta Bakery Co');
    expect(delta).toHaveTextContent('Saved search: Bakeries');
    expect(delta).toHaveTextContent('No stage');
    expect(delta).toHaveTextContent('No carrier or broker change in 2023–2025');
    expect(delta).not.toHaveTextContent(/Incumbent broker|Favorite/);

    const march = screen.getByRole('region', { name: 'March 2027 (1)' });
    const orbit = item(march, 'Orbit Freight Inc');
    expect(orbit).toHaveTextContent('3/2/2027 · in 94 days');
    expect(orbit).toHaveTextContent('Within 120 days');
  });

  it('should ask for the window and stage chosen and keep them in the URL', async () => {
    const { list, router } = setup();
    await screen.findByRole('region', { name: 'March 2027 (1)' });
    await userEvent.click(screen.getByRole('button', { name: '60 days' }));
    expect(
      await screen.findByRole('region', { name: 'December 2026 (2)' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /March/ })).toBeNull(),
    );
    expect(list.requests.at(-1)?.query).toEqual({ window: '60' });
    expect(router.state.location.search).toBe('?window=60');
    expect(screen.getByRole('button', { name: '60 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const stage = screen.getByRole('combobox', { name: 'Pipeline stage' });
    stage.focus();
    await userEvent.selectOptions(stage, 'No stage');
    expect(
      await screen.findByRole('region', { name: 'December 2026 (1)' }),
    ).toHaveTextContent('Delta Bakery Co');
    expect(list.requests.at(-1)?.query).toEqual({
      window: '60',
      stage: 'none',
    });
    expect(router.state.location.search).toBe('?window=60&stage=none');
  });

  it('should read the filters from the URL, so a reload keeps them', async () => {
    const { list } = setup('/edge/eb/renewals?stage=won&window=120');
    expect(
      await screen.findByRole('region', { name: 'March 2027 (1)' }),
    ).toHaveTextContent('Orbit Freight Inc');
    expect(list.requests).toHaveLength(1);
    expect(list.requests[0]?.query).toEqual({ stage: 'won', window: '120' });
    expect(screen.getByRole('button', { name: '120 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      screen.getByRole('combobox', { name: 'Pipeline stage' }),
    ).toHaveValue('won');
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 renewal of 120 companies due within 120 days, only companies at the stage Won',
    );
  });

  it('should offer to clear the filters when they leave no renewal', async () => {
    const { list, router } = setup('/edge/eb/renewals?window=60&stage=lost');
    expect(
      await screen.findByRole('heading', {
        name: 'No renewals match these filters',
      }),
    ).toBeVisible();
    await userEvent.click(
      screen.getByRole('button', { name: 'Clear the filters' }),
    );
    expect(
      await screen.findByRole('region', { name: 'March 2027 (1)' }),
    ).toBeVisible();
    expect(list.requests.at(-1)?.query).toEqual({});
    expect(router.state.location.search).toBe('');
    expect(
      screen.getByRole('button', { name: /All 12 months/ }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});
