import { useState } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary';
import { FullPageSpinner } from '../components/ui/full-page-spinner';
import { RequireAuth } from './guards/require-auth';
import { RequireModule } from './guards/require-module';
import { lazyScreen } from './lazy-screen';
import { RootLayout } from './layouts/root-layout';
import { notFoundRoute, publicRoutes } from './public-routes';
import { protectedRoutes } from './protected-routes';
import { landingRedirects, staticRedirects } from './redirect-routes';

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      ...publicRoutes,
      ...staticRedirects,
      {
        element: <RequireAuth />,
        children: [
          ...landingRedirects,
          {
            element: <RequireModule />,
            children: [
              {
                // The shell (header, menus, dialogs) stays out of the login bundle.
                lazy: lazyScreen(
                  () => import('./layouts/app-shell'),
                  'AppShell',
                ),
                children: [
                  {
                    errorElement: <RouteErrorBoundary isInShell />,
                    children: protectedRoutes,
                  },
                ],
              },
            ],
          },
        ],
      },
      notFoundRoute,
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return <RouterProvider router={router} />;
}
