import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../testing/demo-users';
import { renderRoutes } from '../../testing/render-routes';
import { RequireAuth } from './require-auth';
import { RequireModule } from './require-module';

const FORBIDDEN = 'You do not have permission to access this page';

function renderAt(path: string, username: Parameters<typeof demoUser>[0]) {
  const screenRoute = { path: '*', element: <h1>The screen</h1> };
  const routes = [
    {
      element: <RequireAuth />,
      children: [{ element: <RequireModule />, children: [screenRoute] }],
    },
  ];
  return renderRoutes(routes, { path, user: demoUser(username) });
}

describe('module check', () => {
  it('should show 403 on /edge/eb to pc.broker with a link to the commercial home', async () => {
    renderAt('/edge/eb', 'pc.broker');
    expect(await screen.findByText(FORBIDDEN)).toBeInTheDocument();
    expect(screen.getByText(/switch profiles/i)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /commercial lines/i }),
    ).toHaveAttribute('href', '/edge/pc');
  });

  it('should link eb.broker to the benefits home from a commercial screen', async () => {
    renderAt('/edge/industries', 'eb.broker');
    expect(await screen.findByText(FORBIDDEN)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /benefits leads/i }),
    ).toHaveAttribute('href', '/edge/eb');
  });

  it('should give no module link to a user holding neither module', async () => {
    const user = { ...demoUser('pc.broker'), products: { SGR: 'All States' } };
    const guarded = {
      element: <RequireModule />,
      children: [{ path: '*', element: <h1>x</h1> }],
    };
    renderRoutes([{ element: <RequireAuth />, children: [guarded] }], {
      path: '/edge/pc',
      user,
    });
    expect(await screen.findByText(FORBIDDEN)).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: /go to/i }),
    ).not.toBeInTheDocument();
  });

  it('should render module-free and held-module screens', async () => {
    renderAt('/edge/osha-details/M1', 'eb.broker');
    expect(
      await screen.findByRole('heading', { name: 'The screen' }),
    ).toBeInTheDocument();
  });
});
