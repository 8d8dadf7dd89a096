import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../testing/demo-users';
import { LocationProbe, renderRoutes } from '../testing/render-routes';
import { RequireAuth } from './guards/require-auth';
import { landingRedirects, staticRedirects } from './redirect-routes';

const routes = [
  ...staticRedirects,
  { element: <RequireAuth />, children: landingRedirects },
  { path: '*', element: <LocationProbe /> },
];

describe('redirect routes', () => {
  it.each([
    ['/login', '/edge/login'],
    ['/forgotpassword', '/edge/forgotpassword'],
    ['/event_alerts_details/M1/4,7', '/edge/event_alerts_details/M1/4,7'],
    ['/alternate-addresses/M1', '/edge/alternate-addresses/pc/M1'],
    ['/industries', '/edge/industries'],
    ['/location_lookup', '/edge/location_lookup'],
    ['/osha-details/M1', '/edge/osha-details/M1'],
    ['/osha-details2/M1', '/edge/osha-details2/M1'],
    ['/whd-details/M1', '/edge/whd-details/M1'],
    ['/dot-details/M1', '/edge/dot-details/M1'],
  ])('should send %s to %s', async (from, to) => {
    renderRoutes(routes, { path: from });
    expect(await screen.findByText(`at ${to}`)).toBeInTheDocument();
  });

  it('should keep the query string', async () => {
    renderRoutes(routes, { path: '/industries?naics=23' });
    expect(
      await screen.findByText('at /edge/industries?naics=23'),
    ).toBeInTheDocument();
  });

  it.each([
    ['/', '/edge/pc'],
    ['/edge', '/edge/pc'],
    ['/edge/results', '/edge/results/pc'],
    ['/results', '/edge/results/pc'],
    ['/favorites', '/edge/pc/favorites'],
    ['/event_alerts', '/edge/pc/event_alerts'],
  ])('should send a commercial user from %s to %s', async (from, to) => {
    renderRoutes(routes, { path: from, user: demoUser('full.broker') });
    expect(await screen.findByText(`at ${to}`)).toBeInTheDocument();
  });

  it('should land a benefits-only user on the benefits screens', async () => {
    renderRoutes(routes, { path: '/results', user: demoUser('eb.broker') });
    expect(await screen.findByText('at /edge/results/eb')).toBeInTheDocument();
  });

  it('should send a signed-out visitor to login, remembering the page', async () => {
    renderRoutes(routes, { path: '/favorites', user: null });
    expect(
      await screen.findByText('at /edge/login from /favorites'),
    ).toBeInTheDocument();
  });
});
