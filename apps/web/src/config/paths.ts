import {
  BILLING_PAGE_PATH,
  PARTNER_LANDING_PATH,
  PARTNER_REFUSED_PATH,
  UPGRADE_PAGE_PATH,
  type Module,
} from '@edge/contracts';

// SPEC §2: the app's own routes, built in one place.
export const paths = {
  root: '/',
  login: '/edge/login',
  loginVerify: '/edge/login/verify',
  logout: '/edge/logout',
  forgotPassword: '/edge/forgotpassword',
  resetPassword: '/edge/reset-password',
  confirmEmail: '/edge/confirm-email',
  forbidden: '/edge/forbidden',
  // Where the partner shell's sign-in lands, or is refused (decision 0036).
  partnerLanding: PARTNER_LANDING_PATH,
  partnerRefused: PARTNER_REFUSED_PATH,
  industries: '/edge/industries',
  locationLookup: '/edge/location_lookup',
  dashboard: '/edge/results/dashboard',
  // The module says which reports the dashboard opens on.
  companyDashboard: (muns: string, module?: Module) =>
    `/edge/results/dashboard/${encodeURIComponent(muns)}${
      module ? `?module=${module}` : ''
    }`,
  alternateAddresses: (module: Module, muns: string) =>
    `/edge/alternate-addresses/${module}/${encodeURIComponent(muns)}`,
  oshaDetails: (muns: string) =>
    `/edge/osha-details/${encodeURIComponent(muns)}`,
  // Every violation, or one inspection's (SPEC §2 osha-details2).
  oshaViolations: (muns: string, activityNr?: string) =>
    `/edge/osha-details2/${encodeURIComponent(muns)}${
      activityNr ? `?activity_nr=${encodeURIComponent(activityNr)}` : ''
    }`,
  whdDetails: (muns: string) => `/edge/whd-details/${encodeURIComponent(muns)}`,
  dotDetails: (muns: string) => `/edge/dot-details/${encodeURIComponent(muns)}`,
  brokerSearch: '/edge/eb?mode=brokers',
  brokerProfile: (msid: string) =>
    `/edge/eb/broker/${encodeURIComponent(msid)}`,
  home: (module: Module) => `/edge/${module}`,
  results: (module: Module) => `/edge/results/${module}`,
  savedSearches: (module: Module) => `/edge/${module}/savedsearches`,
  favorites: (module: Module) => `/edge/${module}/favorites`,
  pipeline: (module: Module) => `/edge/${module}/pipeline`,
  renewals: (module: Module) => `/edge/${module}/renewals`,
  lists: (module: Module) => `/edge/${module}/lists`,
  eventAlerts: (module: Module) => `/edge/${module}/event_alerts`,
  // SPEC §2: one company's alerts; the ids are comma-separated.
  eventAlertDetails: (
    muns: string,
    subscriptionIds: readonly number[],
    module?: Module,
  ) =>
    `/edge/event_alerts_details/${encodeURIComponent(muns)}/${
      subscriptionIds.length > 0 ? subscriptionIds.join(',') : 'all'
    }${module ? `?module=${module}` : ''}`,
  // The daily alerts mail's signed link; no sign-in needed.
  alertsUnsubscribe: '/alerts/unsubscribe',
  trackExports: (module: Module) => `/edge/${module}/track_exports`,
  myAccount: (module: Module) => `/edge/myaccount/${module}`,
  statistics: (module: Module) => `/edge/statistics/${module}`,
  // Group Reports: the users of one group (the Admin menu opens the list).
  groupReport: (groupId: number) => `/app/actlog/groups/${groupId}`,
  // The Support Center's pages (its index is externalLinks.supportCenter).
  supportTopic: (topic: string) => `/app/support/${encodeURIComponent(topic)}`,
  supportData: '/app/support/data',
  supportContact: '/app/support/contact',
} as const;

// Pages served by the wider product outside this single-page app (SPEC §2, §6).
export const externalLinks = {
  upgrade: UPGRADE_PAGE_PATH,
  // Billing Portal without a billing provider (decision 0032).
  billing: BILLING_PAGE_PATH,
  manageUsers: (accountId: number) => `/app/users/ulist/${accountId}`,
  activityReport: '/app/actlog/all',
  genericActivityReport: '/app/actlog/generic',
  groupReports: '/app/actlog/groups',
  groupActivityReport: (groupId: string) => `/app/actlog/group/${groupId}`,
  usageReport: '/app/actlog/usage',
  // Internal staff: each account's feature flags.
  staffFlags: '/app/staff/flags',
  staffAccountFlags: (accountId: number) => `/app/staff/flags/${accountId}`,
  supportCenter: '/app/support',
  terms: '/app/legal/terms',
  privacy: '/app/legal/privacy',
  dmca: '/app/legal/dmca',
  cookies: '/app/legal/cookies',
  contactEmail: 'support@edge-leads.com',
} as const;
