import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../../testing/demo-users';
import { LocationProbe, renderRoutes } from '../../../testing/render-routes';
import { AdminMenu } from './admin-menu';

describe('AdminMenu', () => {
  it('should open an admin screen in the app, without loading a page', async () => {
    const user = demoUser('ent.admin');
    const { router } = renderRoutes(
      [
        { path: '/edge/pc', element: <AdminMenu user={user} /> },
        { path: '*', element: <LocationProbe /> },
      ],
      { path: '/edge/pc', user },
    );
    const click = userEvent.setup();
    await click.click(screen.getByRole('button', { name: 'Admin' }));
    const usage = screen.getByRole('menuitem', { name: 'Usage Report' });
    expect(usage).toHaveAttribute('href', '/app/actlog/usage');
    await click.click(usage);
    expect(await screen.findByText('at /app/actlog/usage')).toBeVisible();
    expect(router.state.location.pathname).toBe('/app/actlog/usage');
  });

  it('should show nothing to a user without an admin entry', () => {
    const user = demoUser('pc.broker');
    renderRoutes([{ path: '/edge/pc', element: <AdminMenu user={user} /> }], {
      path: '/edge/pc',
      user,
    });
    expect(screen.queryByRole('button', { name: 'Admin' })).toBeNull();
  });
});
