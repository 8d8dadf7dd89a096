import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { demoUser } from '../../testing/demo-users';
import { LocationProbe, renderRoutes } from '../../testing/render-routes';
import { RequireAuth } from '../guards/require-auth';
import { PartnerLandingRoute } from './partner-landing';

const COUNT_KEY = 'edge.partnerLoginCount';
const routes = [
  { path: paths.partnerLanding, element: <PartnerLandingRoute /> },
  {
    element: <RequireAuth />,
    children: [{ path: '/edge/*', element: <LocationProbe /> }],
  },
  { path: '*', element: <LocationProbe /> },
];

afterEach(() => vi.useRealTimers());

function arrive(path: string) {
  vi.useFakeTimers();
  const view = renderRoutes(routes, { path, user: demoUser('partner.broker') });
  act(() => vi.advanceTimersByTime(0));
  return view;
}

describe('the partner landing screen (SPEC §4 login count)', () => {
  it('should wait 3 s, then go to the redirect of its address', () => {
    arrive(`${paths.partnerLanding}?redirect=%2Fedge%2Feb%3Fmode%3Dbrokers`);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(localStorage.getItem(COUNT_KEY)).toBe('1');
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.queryByText(/^at /)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByText('at /edge/eb?mode=brokers')).toBeInTheDocument();
  });

  it('should go to the stored redirect URL, else to /', () => {
    localStorage.setItem('edge.partnerRedirect', '/edge/pc/favorites');
    arrive(paths.partnerLanding);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('at /edge/pc/favorites')).toBeInTheDocument();
    expect(localStorage.getItem('edge.partnerRedirect')).toBeNull();
  });

  it('should go to / when there is no redirect, or one to another site', () => {
    localStorage.setItem(COUNT_KEY, '1');
    arrive(`${paths.partnerLanding}?redirect=https%3A%2F%2Fevil.example`);
    expect(localStorage.getItem(COUNT_KEY)).toBe('2');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('at /')).toBeInTheDocument();
  });

  it('should show the error page after 2 stored login counts, and go nowhere', () => {
    localStorage.setItem(COUNT_KEY, '2');
    arrive(`${paths.partnerLanding}?redirect=%2Fedge%2Fpc`);
    expect(
      screen.getByText('Login to try accessing the page...'),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText(/^at /)).not.toBeInTheDocument();
    // The next try through the shell starts afresh.
    expect(localStorage.getItem(COUNT_KEY)).toBeNull();
  });

  it('should reset the count once a signed-in page shows', () => {
    arrive(`${paths.partnerLanding}?redirect=%2Fedge%2Fpc`);
    expect(localStorage.getItem(COUNT_KEY)).toBe('1');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('at /edge/pc')).toBeInTheDocument();
    expect(localStorage.getItem(COUNT_KEY)).toBeNull();
  });
});
