import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LocationProbe, renderRoutes } from '../../testing/render-routes';
import { RouteErrorBoundary } from '../errors/route-error-boundary';
import { Redirect } from './redirect';

// /a and /b send the user back and forth: a redirect loop.
const loopRoutes = [
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: '/a', element: <Redirect to="/b" /> },
      { path: '/b', element: <Redirect to="/a" /> },
    ],
  },
];

describe('Redirect', () => {
  it('should replace the URL and keep the query string', async () => {
    const { router } = renderRoutes(
      [
        { path: '/old', element: <Redirect to="/new" /> },
        { path: '*', element: <LocationProbe /> },
      ],
      { path: '/old?x=1' },
    );
    expect(await screen.findByText('at /new?x=1')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('should stop a redirect loop with the spec error page (500)', async () => {
    // React Router reports the caught error on the console.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoutes(loopRoutes, { path: '/a' });
    expect(
      await screen.findByText(
        'Multiple redirect attempts detected. Please contact support if this continues.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
  });

  it('should send a user who opens protected pages in turn to sign-in each time', async () => {
    const { router } = renderRoutes(
      [
        {
          errorElement: <RouteErrorBoundary />,
          children: [
            { path: '/login', element: <LocationProbe /> },
            { path: '*', element: <Redirect to="/login" keepSearch={false} /> },
          ],
        },
      ],
      { path: '/edge/pc' },
    );
    expect(await screen.findByText('at /login')).toBeInTheDocument();
    for (const page of ['/edge/eb/favorites', '/edge/results/pc']) {
      await act(() => router.navigate(page));
      expect(await screen.findByText('at /login')).toBeInTheDocument();
    }
  });
});
