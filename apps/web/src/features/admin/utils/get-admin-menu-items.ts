import { adminAccess, type UserInfo } from '@edge/contracts';
import { externalLinks } from '../../../config/paths';

export type AdminAction = 'billing-portal' | 'subscription-info';

export type AdminMenuItem =
  | { kind: 'link'; label: string; href: string }
  | { kind: 'action'; label: string; action: AdminAction };

const link = (label: string, href: string): AdminMenuItem => ({
  kind: 'link',
  label,
  href,
});

const action = (label: string, kind: AdminAction): AdminMenuItem => ({
  kind: 'action',
  label,
  action: kind,
});

/** The Admin menu entries a user may see, in menu order (SPEC §6). */
export function getAdminMenuItems(user: UserInfo): AdminMenuItem[] {
  const access = adminAccess(user);
  const items: AdminMenuItem[] = [];
  if (access.activityReport) {
    items.push(link('Activity Report', externalLinks.activityReport));
  }
  if (access.genericActivityReport) {
    items.push(
      link('Generic Activity Report', externalLinks.genericActivityReport),
    );
  }
  if (access.groupReports) {
    items.push(link('Group Reports', externalLinks.groupReports));
  }
  if (access.groupActivityReport !== null) {
    items.push(
      link(
        'Group Activity Report',
        externalLinks.groupActivityReport(access.groupActivityReport),
      ),
    );
  }
  if (access.usageReport) {
    items.push(link('Usage Report', externalLinks.usageReport));
  }
  if (access.manageUsers) {
    items.push(
      link('Manage Users', externalLinks.manageUsers(user.account_id)),
    );
  }
  if (access.billingPortal)
    items.push(action('Billing Portal', 'billing-portal'));
  if (access.upgradeSubscription) {
    items.push(link('Upgrade Subscription', externalLinks.upgrade));
  }
  if (access.subscriptionInfo) {
    items.push(action('Subscription Info', 'subscription-info'));
  }
  // Internal staff: feature flags per account (decision 0033).
  if (access.featureFlags) {
    items.push(link('Feature Flags', externalLinks.staffFlags));
  }
  return items;
}
