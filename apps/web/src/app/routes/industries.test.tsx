import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../../testing/demo-users';
import { fakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import { IndustriesRoute } from './industries';

function renderAs(username: Parameters<typeof demoUser>[0]) {
  const api = fakeApi();
  api.answer('GET /api/v1/industries', {
    total: 5,
    nodes: [
      {
        code: '23',
        title: 'Construction',
        level: 2,
        parent: null,
        companies: 5,
      },
    ],
  });
  renderRoutes([{ path: '/edge/industries', element: <IndustriesRoute /> }], {
    path: '/edge/industries',
    user: demoUser(username),
  });
  return { api };
}

describe('Industries screen', () => {
  it('should show the 403 page to a trial account without advanced search', async () => {
    const { api } = renderAs('trial.broker');
    expect(
      await screen.findByText('You do not have permission to access this page'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Go to Commercial Lines' }),
    ).toHaveAttribute('href', '/edge/pc');
    expect(screen.queryByLabelText('Find an industry')).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('should show the industry browser to a commercial user', async () => {
    renderAs('pc.broker');
    expect(
      await screen.findByRole('link', { name: '23 Construction' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('You do not have permission to access this page'),
    ).not.toBeInTheDocument();
  });
});
