import type { RouteObject } from 'react-router';
import { MODULES } from '@edge/contracts';
import { externalLinks, paths } from '../config/paths';
import { lazyScreen } from './lazy-screen';

const screen = {
  results: lazyScreen(() => import('./routes/results'), 'ResultsRoute'),
  favorites: lazyScreen(() => import('./routes/favorites'), 'FavoritesRoute'),
  pipeline: lazyScreen(() => import('./routes/pipeline'), 'PipelineRoute'),
  renewals: lazyScreen(() => import('./routes/renewals'), 'RenewalsRoute'),
  lists: lazyScreen(() => import('./routes/lists'), 'ListsRoute'),
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

const loadSupport = () => import('./routes/support');
const support = (name: keyof Awaited<ReturnType<typeof loadSupport>>) =>
  lazyScreen(loadSupport, name);

// The Support Center (SPEC §2): its index, the data page, the contact
// form and one route per help page.
const supportRoutes: RouteObject[] = [
  { path: externalLinks.supportCenter, lazy: support('SupportIndexRoute') },
  { path: paths.supportData, lazy: support('SupportDataRoute') },
  { path: paths.supportContact, lazy: support('SupportContactRoute') },
  {
    path: `${externalLinks.supportCenter}/:topic`,
    lazy: support('SupportTopicRoute'),
  },
];

const loadAdminReports = () => import('./routes/activity-reports');
const adminReport = (
  name: keyof Awaited<ReturnType<typeof loadAdminReports>>,
) => lazyScreen(loadAdminReports, name);

const loadStaffFlags = () => import('./routes/staff-flags');
const staffFlags = (name: keyof Awaited<ReturnType<typeof loadStaffFlags>>) =>
  lazyScreen(loadStaffFlags, name);

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
  { path: paths.pipeline(module), lazy: screen.pipeline },
  { path: paths.renewals(module), lazy: screen.renewals },
  { path: paths.lists(module), lazy: screen.lists },
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
  ...supportRoutes,
  {
    path: externalLinks.upgrade,
    lazy: lazyScreen(() => import('./routes/upgrade'), 'UpgradeRoute'),
  },
  {
    path: externalLinks.billing,
    lazy: lazyScreen(() => import('./routes/billing'), 'BillingRoute'),
  },
  // Internal staff: feature flags per account (decision 0033).
  { path: externalLinks.staffFlags, lazy: staffFlags('StaffFlagsRoute') },
  {
    // externalLinks.staffAccountFlags: one account's flags.
    path: `${externalLinks.staffFlags}/:accountId`,
    lazy: staffFlags('StaffAccountFlagsRoute'),
  },
];
