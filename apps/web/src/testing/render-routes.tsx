import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router';
import type { UserInfo } from '@edge/contracts';
import { theme } from '../config/theme';
import { authKeys } from '../features/auth/api/auth-keys';

interface Options {
  path: string;
  // null = signed out; a user = signed in (seeded, so no request is made).
  user?: UserInfo | null;
}

/** Renders routes in a memory router with a fresh QueryClient. */
export function renderRoutes(routes: RouteObject[], { path, user }: Options) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false } },
  });
  if (user !== undefined) client.setQueryData(authKeys.user(), user);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { router, client };
}

/** A catch-all screen that prints where the router ended up. */
export function LocationProbe() {
  const location = useLocation();
  const state = location.state as { from?: string } | null;
  return (
    <p>
      at {location.pathname}
      {location.search}
      {state?.from ? ` from ${state.from}` : ''}
    </p>
  );
}
