import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, type DemoUsername } from '../testing/demo-users';
import { fakeApi } from '../testing/fake-api';
import { renderRoutes } from '../testing/render-routes';
import { HeaderTools } from './layouts/header-tools';
import { NavDrawers } from './layouts/nav-drawers';

function setup(username: DemoUsername, isOn: boolean) {
  const flag = fakeApi().answer('GET /api/ld-variation', { value: isOn });
  const user = demoUser(username);
  renderRoutes(
    [
      {
        path: '/edge/eb',
        element: (
          <>
            <HeaderTools user={user} module="eb" />
            <NavDrawers
              user={user}
              module="eb"
              isOpen={false}
              onClose={() => undefined}
            />
          </>
        ),
      },
    ],
    { path: '/edge/eb', user },
  );
  return { flag, user: userEvent.setup() };
}

async function toolsMenuItems(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Tools' }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

// SPEC §2, §6: Analytics (main nav) and Statistics (Tools) follow the
// account's statistics flag.
describe('the statistics entries', { timeout: 20_000 }, () => {
  it('should offer Analytics and Statistics, to the module on screen, where the flag is on', async () => {
    const { flag, user } = setup('full.broker', true);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      await within(nav).findByRole('link', { name: 'Analytics' }),
    ).toHaveAttribute('href', '/edge/statistics/eb');
    expect(await toolsMenuItems(user)).toContain('Statistics');
    expect(
      screen.getByRole('menuitem', { name: 'Statistics' }),
    ).toHaveAttribute('href', '/edge/statistics/eb');
    expect(flag.requests[0]!.query).toEqual({ flag: 'statistics-enabled' });
  });

  it('should hide both where the flag is off', async () => {
    const { flag, user } = setup('full.broker', false);
    await expect.poll(() => flag.requests.length).toBeGreaterThan(0);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav).getByRole('link', { name: 'Health and Welfare' }),
    ).toBeVisible();
    expect(
      within(nav).queryByRole('link', { name: 'Analytics' }),
    ).not.toBeInTheDocument();
    expect(await toolsMenuItems(user)).not.toContain('Statistics');
  });
});
