import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { plansOverview, upgradeRequest } from '../../testing/billing-fixtures';
import { demoUser, type DemoUsername } from '../../testing/demo-users';
import { fakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import { UpgradeRoute } from './upgrade';

function setup(username: DemoUsername = 'agency.owner') {
  const api = fakeApi();
  const plans = api.answer('GET /api/v1/billing/plans', plansOverview());
  renderRoutes([{ path: '/app/upgrade', element: <UpgradeRoute /> }], {
    path: '/app/upgrade',
    user: demoUser(username),
  });
  return { api, plans, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('UpgradeRoute', { timeout: 20_000 }, () => {
  it('should show the account plan against the others', async () => {
    setup();
    expect(
      await screen.findByText(
        'Bluebonnet Insurance Agency is on the Agency plan: 2 of 5 seats used; Commercial Lines (All States).',
      ),
    ).toBeInTheDocument();
    const agency = card('Agency');
    expect(within(agency).getByText('Your plan')).toBeVisible();
    expect(
      within(agency).getByText('All states and territories'),
    ).toBeVisible();
    expect(
      within(agency).getByText('20 per user (200 for 10 seats)'),
    ).toBeVisible();
    expect(within(card('Regional')).getByText('Up to 10 states')).toBeVisible();
    expect(within(card('Enterprise')).getByText('10 or more')).toBeVisible();
    // The trial is not a plan to move to.
    expect(
      within(card('Trial')).queryByRole('button', { name: /Choose/ }),
    ).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Billing and invoices' }),
    ).toHaveAttribute('href', '/app/billing');
  });

  it('should send the request and acknowledge it', async () => {
    const { api, plans, user } = setup();
    const send = api.answer(
      'POST /api/v1/billing/upgrade-requests',
      upgradeRequest({ seats: 12, modules: ['PC', 'H-W'] }),
    );
    // Enterprise is offered first: the plan after the account's own.
    const seats = await screen.findByLabelText('Seats');
    expect(seats).toHaveValue('10');
    expect(screen.getByRole('radio', { name: 'Enterprise' })).toBeChecked();
    await user.clear(seats);
    await user.type(seats, '12');
    await user.click(
      screen.getByRole('checkbox', { name: 'Employee Benefits' }),
    );
    await user.type(
      screen.getByLabelText('Message to our sales team (optional)'),
      'Hiring.',
    );
    plans.answer(plansOverview({ requests: [upgradeRequest({ seats: 12 })] }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText(
        /Your request for the Enterprise plan with 12 seats is on its way to our sales team, who will reply to agency.owner@demo.edge.local\./,
      ),
    ).toBeInTheDocument();
    expect(send.requests.map((r) => r.body)).toEqual([
      {
        plan: 'enterprise',
        seats: 12,
        modules: ['PC', 'H-W'],
        message: 'Hiring.',
      },
    ]);
    const list = await screen.findByRole('table', {
      name: 'Your upgrade requests',
    });
    expect(within(list).getByText('Sending')).toBeInTheDocument();
  });

  it('should bring the seats into the range of a plan chosen from its card', async () => {
    const { user } = setup();
    await user.click(
      await screen.findByRole('button', { name: 'Choose Regional' }),
    );
    expect(screen.getByRole('radio', { name: 'Regional' })).toBeChecked();
    expect(screen.getByLabelText('Seats')).toHaveValue('5');
    expect(
      screen.getByRole('button', { name: 'Regional chosen' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('should say on the field why the seats do not fit, and the server refusal above', async () => {
    const { api, user } = setup();
    const seats = await screen.findByLabelText('Seats');
    await user.clear(seats);
    await user.type(seats, '4');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText('Enterprise starts at 10 seats.'),
    ).toBeInTheDocument();
    const send = api.fail(
      'POST /api/v1/billing/upgrade-requests',
      429,
      'You have sent the most upgrade requests allowed in 24 hours.',
    );
    await user.clear(seats);
    await user.type(seats, '10');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent the most upgrade requests allowed in 24 hours.',
    );
    expect(send.requests).toHaveLength(1);
    expect(seats).toHaveValue('10');
  });

  it('should show the 403 page to a user without Upgrade Subscription', async () => {
    const { plans } = setup('agency.user');
    expect(await screen.findByText('403')).toBeInTheDocument();
    expect(plans.requests).toHaveLength(0);
  });
});
