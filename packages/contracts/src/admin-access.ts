import { ACCOUNT_TYPES, type ProductAcl, type UserInfo } from './auth';
import { PRODUCT_CODES } from './products';

type AclKey = keyof ProductAcl;

/** The User info fields the Admin menu rules read (SPEC §3, §6). */
export type AdminUser = Pick<
  UserInfo,
  | 'type'
  | 'role'
  | 'flag_show_upgrade_subscription'
  | 'PC_acl'
  | 'H-W_acl'
  | 'SGR_acl'
  | 'A-R_acl'
>;

/** The User info fields the whole Admin menu reads: AdminUser and the account's type. */
export type AdminMenuUser = AdminUser & Pick<UserInfo, 'account_type'>;

function productAcls(user: AdminUser): ProductAcl[] {
  return PRODUCT_CODES.map((code) => user[`${code}_acl`]).filter(
    (acl): acl is ProductAcl => acl !== undefined,
  );
}

// ACL rights are account-level (reports, user admin): a flag set on any of
// the user's products counts, whichever module is on screen.
export function hasAclFlag(user: AdminUser, key: AclKey): boolean {
  return productAcls(user).some((acl) => acl[key] === '1');
}

/** The first non-empty value of an ACL key (e.g. ACTIVITY_REP_GROUP_ID). */
export function getAclValue(user: AdminUser, key: AclKey): string | undefined {
  return productAcls(user)
    .map((acl) => acl[key])
    .find((value) => value !== undefined && value !== '');
}

/** What a user's Admin menu allows (SPEC §6); the server checks the same. */
export interface AdminAccess {
  activityReport: boolean;
  genericActivityReport: boolean;
  groupReports: boolean;
  // The group id of the Group Activity Report, or null when not allowed.
  groupActivityReport: string | null;
  usageReport: boolean;
  manageUsers: boolean;
  billingPortal: boolean;
  upgradeSubscription: boolean;
  subscriptionInfo: boolean;
  // Feature flags per account: internal staff only (docs/decisions/0033).
  featureFlags: boolean;
}

// SPEC §6: type 4 with role '1' or '2' is an enterprise administrator.
function isEnterpriseAdmin(user: AdminUser): boolean {
  return user.type === 4 && (user.role === '1' || user.role === '2');
}

/** SPEC §6: Manage Users needs ENTERPERISE_ACC_ADMIN of an enterprise administrator. */
export function canManageUsers(user: AdminUser): boolean {
  return isEnterpriseAdmin(user) && hasAclFlag(user, 'ENTERPERISE_ACC_ADMIN');
}

/** Internal staff (account type 7, ARCHITECTURE §3). */
export function isInternalStaff(user: Pick<UserInfo, 'account_type'>): boolean {
  return user.account_type === ACCOUNT_TYPES.INTERNAL_STAFF;
}

/** The Admin menu rules of SPEC §6, one answer per entry. */
export function adminAccess(user: AdminMenuUser): AdminAccess {
  const hasAll = hasAclFlag(user, 'ACTIVITY_REP_ALL');
  const isEnterprise = isEnterpriseAdmin(user);
  const allReports = hasAll && (isEnterprise || user.type === 2);
  const hasGroup =
    isEnterprise && hasAclFlag(user, 'ACTIVITY_REP_GROUP') && !hasAll;
  return {
    // SPEC §6: type 2 gets the all-activity reports with the all flag.
    activityReport: hasAll && user.type === 2,
    // Both types get Generic Activity and Group Reports with it (type 4 as
    // an enterprise administrator).
    genericActivityReport: allReports,
    groupReports: allReports,
    // The group report needs the group flag without the all flag.
    groupActivityReport: hasGroup
      ? (getAclValue(user, 'ACTIVITY_REP_GROUP_ID') ?? '')
      : null,
    usageReport: isEnterprise,
    manageUsers: canManageUsers(user),
    // Types 3 and 4 with role '2' manage billing.
    billingPortal: (user.type === 3 || user.type === 4) && user.role === '2',
    upgradeSubscription:
      user.type === 3 && user.flag_show_upgrade_subscription === '1',
    subscriptionInfo: user.type === 3,
    featureFlags: isInternalStaff(user),
  };
}
