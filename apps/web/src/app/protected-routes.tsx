import type { RouteObject } from 'react-router';
import { MODULES } from '@edge/contracts';
import { externalLinks, paths } from '../config/paths';
import { lazyScreen } from './lazy-screen';

const screen = {
  results: lazyScreen(() => import('./routes/results'), 'ResultsRoute'),
  favorites: lazyScreen(() => import('./routes/favorites'), 'FavoritesRoute'),
  savedSearches: lazyScreen(
    () => import('./routes/saved-searches'),
    'SavedSearchesRoute',
  ),
  eventAlerts: lazyScreen(
    () => import('./routes/event-alerts'),
    'EventAlertsRoute',
  ),
  trackExports: lazyScreen(
    () => import('./routes/track-exports'),
    'TrackExportsRoute',
  ),
  myAccount: lazyScreen(() => import('./routes/my-account'), 'MyAccountRoute'),
  statistics: lazyScreen(
    () => import('./routes/statistics'),
    'StatisticsRoute',
  ),
  alternate: lazyScreen(
    () => import('./routes/alternate-addresses'),
    'AlternateAddressesRoute',
  ),
  dashboard: lazyScreen(() => import('./routes/dashboard'), 'DashboardRoute'),
};

const loadAdminReports = () => import('./routes/activity-reports');
const adminReport = (
  name: keyof Awaited<ReturnType<typeof loadAdminReports>>,
) => lazyScreen(loadAdminReports, name);

// The Admin menu's reports (SPEC §6): each route shows the 403 page to a
// user its entry is not for.
const adminReportRoutes: RouteObject[] = [
  {
    path: externalLinks.activityReport,
    lazy: adminReport('ActivityReportRoute'),
  },
  {
    path: externalLinks.genericActivityReport,
    lazy: adminReport('GenericActivityReportRoute'),
  },
  { path: externalLinks.groupReports, lazy: adminReport('GroupReportsRoute') },
  {
    path: `${externalLinks.groupReports}/:groupId`,
    lazy: adminReport('GroupReportRoute'),
  },
  {
    path: externalLinks.groupActivityReport(':groupId'),
    lazy: adminReport('GroupActivityReportRoute'),
  },
  { path: externalLinks.usageReport, lazy: adminReport('UsageReportRoute') },
];

// One route per module for module screens: an unknown module is Not Found,
// and the module check reads the module from the path (SPEC §5).
const perModuleRoutes: RouteObject[] = MODULES.flatMap((module) => [
  { path: paths.results(module), lazy: screen.results },
  { path: paths.favorites(module), lazy: screen.favorites },
  { path: paths.savedSearches(module), lazy: screen.savedSearches },
  { path: paths.eventAlerts(module), lazy: screen.eventAlerts },
  { path: paths.trackExports(module), lazy: screen.trackExports },
  { path: paths.myAccount(module), lazy: screen.myAccount },
  { path: paths.statistics(module), lazy: screen.statistics },
  { path: `/edge/alternate-addresses/${module}/:muns`, lazy: screen.alternate },
]);

// SPEC §2: every protected screen. Later issues fill the screens in.
export const protectedRoutes: RouteObject[] = [
  {
    path: paths.home('pc'),
    lazy: lazyScreen(() => import('./routes/pc-home'), 'PcHomeRoute'),
  },
  {
    path: paths.home('eb'),
    lazy: lazyScreen(() => import('./routes/eb-home'), 'EbHomeRoute'),
  },
  ...perModuleRoutes,
  { path: paths.dashboard, lazy: screen.dashboard },
  { path: `${paths.dashboard}/:muns`, lazy: screen.dashboard },
  {
    path: '/edge/event_alerts_details/:muns/:subscription_ids',
    lazy: lazyScreen(
      () => import('./routes/event-alert-details'),
      'EventAlertDetailsRoute',
    ),
  },
  {
    path: paths.industries,
    lazy: lazyScreen(() => import('./routes/industries'), 'IndustriesRoute'),
  },
  {
    path: paths.locationLookup,
    lazy: lazyScreen(
      () => import('./routes/location-lookup'),
      'LocationLookupRoute',
    ),
  },
  {
    path: '/edge/osha-details/:muns',
    lazy: lazyScreen(() => import('./routes/osha-details'), 'OshaDetailsRoute'),
  },
  {
    path: '/edge/osha-details2/:muns',
    lazy: lazyScreen(
      () => import('./routes/osha-inspection-details'),
      'OshaInspectionDetailsRoute',
    ),
  },
  {
    path: '/edge/whd-details/:muns',
    lazy: lazyScreen(() => import('./routes/whd-details'), 'WhdDetailsRoute'),
  },
  {
    path: '/edge/dot-details/:muns',
    lazy: lazyScreen(() => import('./routes/dot-details'), 'DotDetailsRoute'),
  },
  {
    // externalLinks.manageUsers: the Admin menu's Manage Users entry.
    path: '/app/users/ulist/:accountId',
    lazy: lazyScreen(() => import('./routes/manage-users'), 'ManageUsersRoute'),
  },
  {
    path: '/edge/eb/broker/:msid',
    lazy: lazyScreen(() => import('./routes/broker'), 'BrokerRoute'),
  },
  ...adminReportRoutes,
];
