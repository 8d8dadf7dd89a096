import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, type DemoUsername } from '../../../testing/demo-users';
import { fakeApi } from '../../../testing/fake-api';
import { LocationProbe, renderRoutes } from '../../../testing/render-routes';
import { AdminMenu } from './admin-menu';

function setup(username: DemoUsername, portal = '/app/billing') {
  const user = demoUser(username);
  const api = fakeApi();
  api.answer('GET /api/v1/site/subscriptioninfo', {
    renewal_date: '2027-04-28',
  });
  const billingPortal = api.answer('GET /api/v1/site/billingportal', {
    billing_portal: portal,
  });
  const { router } = renderRoutes(
    [
      { path: '/edge/pc', element: <AdminMenu user={user} /> },
      { path: '*', element: <LocationProbe /> },
    ],
    { path: '/edge/pc', user },
  );
  return { router, billingPortal, click: userEvent.setup() };
}

async function openInfo(click: ReturnType<typeof userEvent.setup>) {
  await click.click(screen.getByRole('button', { name: 'Admin' }));
  await click.click(
    screen.getByRole('menuitem', { name: 'Subscription Info' }),
  );
  return screen.findByRole('dialog', { name: 'Subscription Info' });
}

describe('Subscription Info', { timeout: 20_000 }, () => {
  it('should show the renewal date, the notice, and link to billing and upgrade', async () => {
    const { router, click } = setup('agency.owner');
    const dialog = await openInfo(click);
    expect(await screen.findByText('4/28/2027')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'Cancelling needs at least 60 days before renewal.',
    );
    expect(
      screen.getByRole('link', { name: 'Upgrade subscription' }),
    ).toHaveAttribute('href', '/app/upgrade');
    await click.click(
      await screen.findByRole('link', { name: 'Billing and invoices' }),
    );
    expect(await screen.findByText('at /app/billing')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/billing');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("should open a billing provider's portal in a new tab", async () => {
    const portal = 'https://billing.example.com/p/login/edge';
    const { click } = setup('agency.owner', portal);
    await openInfo(click);
    const link = await screen.findByRole('link', {
      name: 'Billing portal (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', portal);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('should link nowhere the Admin menu does not let the user go', async () => {
    const { billingPortal, click } = setup('agency.user');
    await openInfo(click);
    expect(await screen.findByText('4/28/2027')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(billingPortal.requests).toHaveLength(0);
  });
});
