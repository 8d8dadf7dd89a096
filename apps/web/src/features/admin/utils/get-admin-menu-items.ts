import type { UserInfo } from '@edge/contracts';
import { externalLinks } from '../../../config/paths';
import { getAclValue, hasAclFlag } from '../../../utils/user-acl';

export type AdminAction = 'billing-portal' | 'subscription-info';

export type AdminMenuItem =
  | { kind: 'link'; label: string; href: string }
  | { kind: 'action'; label: string; action: AdminAction };

const link = (label: string, href: string): AdminMenuItem => ({
  kind: 'link',
  label,
  href,
});

// SPEC §6: type 4 with role '1' or '2' is an enterprise administrator.
function isEnterpriseAdmin(user: UserInfo): boolean {
  return user.type === 4 && (user.role === '1' || user.role === '2');
}

function activityItems(user: UserInfo): AdminMenuItem[] {
  const hasAll = hasAclFlag(user, 'ACTIVITY_REP_ALL');
  const isEnterprise = isEnterpriseAdmin(user);
  const items: AdminMenuItem[] = [];
  // SPEC §6: type 2 gets the all-activity reports with the all flag.
  if (hasAll && user.type === 2) {
    items.push(link('Activity Report', externalLinks.activityReport));
  }
  // SPEC §6: both types get Generic Activity and Group Reports with it (type 4
  // as an enterprise administrator); only type 2 gets the Activity Report.
  if (hasAll && (isEnterprise || user.type === 2)) {
    items.push(
      link('Generic Activity Report', externalLinks.genericActivityReport),
      link('Group Reports', externalLinks.groupReports),
    );
  }
  // SPEC §6: the group report needs the group flag without the all flag.
  if (isEnterprise && hasAclFlag(user, 'ACTIVITY_REP_GROUP') && !hasAll) {
    const groupId = getAclValue(user, 'ACTIVITY_REP_GROUP_ID') ?? '';
    items.push(
      link('Group Activity Report', externalLinks.groupActivityReport(groupId)),
    );
  }
  return items;
}

function accountItems(user: UserInfo): AdminMenuItem[] {
  const items: AdminMenuItem[] = [];
  if (isEnterpriseAdmin(user)) {
    items.push(link('Usage Report', externalLinks.usageReport));
    if (hasAclFlag(user, 'ENTERPERISE_ACC_ADMIN')) {
      items.push(
        link('Manage Users', externalLinks.manageUsers(user.account_id)),
      );
    }
  }
  // SPEC §6: types 3 and 4 with role '2' manage billing.
  if ((user.type === 3 || user.type === 4) && user.role === '2') {
    items.push({
      kind: 'action',
      label: 'Billing Portal',
      action: 'billing-portal',
    });
  }
  if (user.type === 3) {
    if (user.flag_show_upgrade_subscription === '1') {
      items.push(link('Upgrade Subscription', externalLinks.upgrade));
    }
    items.push({
      kind: 'action',
      label: 'Subscription Info',
      action: 'subscription-info',
    });
  }
  return items;
}

/** The Admin menu entries a user may see, in menu order (SPEC §6). */
export function getAdminMenuItems(user: UserInfo): AdminMenuItem[] {
  return [...activityItems(user), ...accountItems(user)];
}
