import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { lazyScreen } from './lazy-screen';

// SPEC §2: screens that need no sign-in.
export const publicRoutes: RouteObject[] = [
  {
    path: paths.login,
    lazy: lazyScreen(() => import('./routes/login'), 'LoginRoute'),
  },
  {
    path: paths.loginVerify,
    lazy: lazyScreen(() => import('./routes/login-verify'), 'LoginVerifyRoute'),
  },
  {
    path: paths.logout,
    lazy: lazyScreen(() => import('./routes/logout'), 'LogoutRoute'),
  },
  {
    path: paths.forgotPassword,
    lazy: lazyScreen(
      () => import('./routes/forgot-password'),
      'ForgotPasswordRoute',
    ),
  },
  {
    path: paths.resetPassword,
    lazy: lazyScreen(
      () => import('./routes/reset-password'),
      'ResetPasswordRoute',
    ),
  },
  {
    path: paths.confirmEmail,
    lazy: lazyScreen(
      () => import('./routes/confirm-email'),
      'ConfirmEmailRoute',
    ),
  },
  {
    path: paths.alertsUnsubscribe,
    lazy: lazyScreen(
      () => import('./routes/alerts-unsubscribe'),
      'AlertsUnsubscribeRoute',
    ),
  },
  {
    // The footer's legal pages, signed in or not.
    path: '/app/legal/:page',
    lazy: lazyScreen(() => import('./routes/legal'), 'LegalRoute'),
  },
  {
    path: paths.partnerLanding,
    lazy: lazyScreen(
      () => import('./routes/partner-landing'),
      'PartnerLandingRoute',
    ),
  },
  {
    path: paths.partnerRefused,
    lazy: lazyScreen(
      () => import('./routes/partner-refused'),
      'PartnerRefusedRoute',
    ),
  },
  {
    path: paths.forbidden,
    lazy: lazyScreen(() => import('./routes/forbidden'), 'ForbiddenRoute'),
  },
];

export const notFoundRoute: RouteObject = {
  path: '*',
  lazy: lazyScreen(() => import('./routes/not-found'), 'NotFoundRoute'),
};
