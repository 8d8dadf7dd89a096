import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION, ERROR_TEXTS } from '@edge/contracts';
import { paths } from '../config/paths';
import { leaveApp } from '../lib/leave-app';
import { sessionStore } from '../lib/session';
import { demoUser } from '../testing/demo-users';
import { fakeApi } from '../testing/fake-api';
import { LocationProbe, renderRoutes } from '../testing/render-routes';
import { RootLayout } from './layouts/root-layout';
import { LoginRoute } from './routes/login';
import { LogoutRoute } from './routes/logout';

const SHELL = 'http://127.0.0.1:8081/shell';

afterEach(() => {
  vi.useRealTimers();
  sessionStore.reset();
});

function watchLeaving() {
  return vi.spyOn(leaveApp, 'to').mockImplementation(() => undefined);
}

function answerPage() {
  const api = fakeApi();
  api.answer('GET /api/ld-variation', { value: false });
  api.answer('GET /version.json', { version: APP_VERSION });
  return api;
}

const routes = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.login, element: <LoginRoute /> },
      { path: paths.logout, element: <LogoutRoute /> },
      { path: '*', element: <LocationProbe /> },
    ],
  },
];

async function submitLogin(username: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('User Name'), username);
  await user.type(screen.getByLabelText('Password'), 'Broker2026!{Enter}');
}

describe(
  'partner-platform users at the login form (redirect-partner-domain)',
  { timeout: 20_000 },
  () => {
    it('should send them to the shell, keeping the page asked for, while the flag is on', async () => {
      const leaving = watchLeaving();
      const api = answerPage();
      api.fail('GET /api/v1/auth/data', 401, ERROR_TEXTS.NOT_SIGNED_IN);
      api.fail('POST /api/v1/auth/login', 403, ERROR_TEXTS.PARTNER_SIGN_IN, {
        code: 'PARTNER_SIGN_IN',
        shell_url: SHELL,
      });
      const { router } = renderRoutes(routes, {
        path: paths.login,
        user: null,
      });
      await act(() =>
        router.navigate(paths.login, { state: { from: '/edge/eb/favorites' } }),
      );
      await submitLogin('partner.broker');
      await waitFor(() =>
        expect(leaving).toHaveBeenCalledWith(
          `${SHELL}/open-edge?redirect=%2Fedge%2Feb%2Ffavorites`,
        ),
      );
      expect(localStorage.getItem('edge.partnerRedirect')).toBe(
        '/edge/eb/favorites',
      );
    });

    it('should only tell them to sign in through their platform while the flag is off', async () => {
      const leaving = watchLeaving();
      const api = answerPage();
      api.fail('GET /api/v1/auth/data', 401, ERROR_TEXTS.NOT_SIGNED_IN);
      api.answer('GET /api/v1/auth/logout', { ok: true });
      api.fail('POST /api/v1/auth/login', 403, ERROR_TEXTS.PARTNER_SIGN_IN, {
        code: 'PARTNER_SIGN_IN',
      });
      renderRoutes(routes, { path: paths.login, user: null });
      await submitLogin('partner.broker');
      expect(
        await screen.findByText(ERROR_TEXTS.PARTNER_SIGN_IN),
      ).toBeInTheDocument();
      expect(leaving).not.toHaveBeenCalled();
    });
  },
);

describe('a partner user whose session ends', () => {
  it('should renew it through the shell after the banner, back on the same page', async () => {
    const leaving = watchLeaving();
    answerPage();
    window.history.pushState({}, '', '/edge/results/eb?page=2');
    renderRoutes(routes, {
      path: '/edge/results/eb?page=2',
      user: demoUser('partner.broker'),
    });
    vi.useFakeTimers();
    act(() => sessionStore.expire());
    expect(
      screen.getByText(
        'Your session has expired. Refreshing your session now...',
      ),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4000));
    expect(leaving).toHaveBeenCalledWith(
      `${SHELL}/open-edge?redirect=%2Fedge%2Fresults%2Feb%3Fpage%3D2`,
    );
    window.history.pushState({}, '', '/');
  });

  it('should go back to the shell after signing out', async () => {
    const leaving = watchLeaving();
    const api = answerPage();
    api.answer('GET /api/v1/auth/logout', { ok: true });
    renderRoutes(routes, {
      path: paths.logout,
      user: demoUser('partner.broker'),
    });
    await waitFor(() => expect(leaving).toHaveBeenCalledWith(SHELL));
    expect(api.requests.map((r) => r.path)).toContain('/api/v1/auth/logout');
  });

  it('should send other users to the login page after signing out', async () => {
    const leaving = watchLeaving();
    const api = answerPage();
    api.answer('GET /api/v1/auth/logout', { ok: true });
    api.fail('GET /api/v1/auth/data', 401, ERROR_TEXTS.NOT_SIGNED_IN);
    renderRoutes(routes, { path: paths.logout, user: demoUser('pc.broker') });
    expect(await screen.findByLabelText('User Name')).toBeInTheDocument();
    expect(leaving).not.toHaveBeenCalled();
  });
});
