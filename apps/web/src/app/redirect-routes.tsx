import type { RouteObject } from 'react-router';
import { Redirect } from '../components/ui/redirect';
import { paths } from '../config/paths';
import { LandingRedirect } from './guards/landing-redirect';

// SPEC §2: old and short paths that go to their /edge equivalents. They need
// no sign-in themselves: the target checks it.
export const staticRedirects: RouteObject[] = [
  { path: '/login', element: <Redirect to={paths.login} /> },
  { path: '/forgotpassword', element: <Redirect to={paths.forgotPassword} /> },
  {
    path: '/event_alerts_details/:muns/:ids',
    element: (
      <Redirect to={(p) => `/edge/event_alerts_details/${p.muns}/${p.ids}`} />
    ),
  },
  // "Short alternate-address paths go to the pc version."
  ...['/alternate-addresses/:muns', '/edge/alternate-addresses/:muns'].map(
    (path) => ({
      path,
      element: (
        <Redirect to={(p) => `/edge/alternate-addresses/pc/${p.muns}`} />
      ),
    }),
  ),
  { path: '/industries', element: <Redirect to={paths.industries} /> },
  { path: '/location_lookup', element: <Redirect to={paths.locationLookup} /> },
  ...['osha-details', 'osha-details2', 'whd-details', 'dot-details'].map(
    (name) => ({
      path: `/${name}/:muns`,
      element: <Redirect to={(p) => `/edge/${name}/${p.muns}`} />,
    }),
  ),
];

// SPEC §2: these land on the Commercial Lines screen, or the benefits one for
// an H-W-only user, so they wait for the sign-in check.
export const landingRedirects: RouteObject[] = [
  { path: '/', element: <LandingRedirect target="home" /> },
  { path: '/edge', element: <LandingRedirect target="home" /> },
  { path: '/edge/results', element: <LandingRedirect target="results" /> },
  { path: '/results', element: <LandingRedirect target="results" /> },
  { path: '/favorites', element: <LandingRedirect target="favorites" /> },
  { path: '/event_alerts', element: <LandingRedirect target="event-alerts" /> },
];
