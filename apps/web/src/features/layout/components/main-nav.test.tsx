import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, type DemoUsername } from '../../../testing/demo-users';
import { fakeApi } from '../../../testing/fake-api';
import { LocationProbe, renderRoutes } from '../../../testing/render-routes';
import { MainNav } from './main-nav';

function openNav(username: DemoUsername) {
  fakeApi();
  const user = demoUser(username);
  renderRoutes(
    [
      {
        path: '/edge/pc',
        element: <MainNav user={user} module="pc" isStatisticsShown={false} />,
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { path: '/edge/pc', user },
  );
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('the main navigation', () => {
  it('should open the Support Center in the app', async () => {
    const nav = openNav('pc.broker');
    const link = within(nav).getByRole('link', { name: 'Support Center' });
    expect(link).toHaveAttribute('href', '/app/support');
    await userEvent.setup().click(link);
    expect(await screen.findByText('at /app/support')).toBeVisible();
  });

  it('should not show partner-platform users the Support Center', () => {
    const nav = openNav('partner.broker');
    expect(
      within(nav).queryByRole('link', { name: 'Support Center' }),
    ).toBeNull();
  });
});
