import type { ProductAcl, UserInfo } from '@edge/contracts';
import { PRODUCT_CODES } from '@edge/contracts';

type AclKey = keyof ProductAcl;

function productAcls(user: UserInfo): ProductAcl[] {
  return PRODUCT_CODES.map((code) => user[`${code}_acl`]).filter(
    (acl): acl is ProductAcl => acl !== undefined,
  );
}

// ACL rights are account-level (reports, user admin): a flag set on any of
// the user's products counts, whichever module is on screen.
export function hasAclFlag(user: UserInfo, key: AclKey): boolean {
  return productAcls(user).some((acl) => acl[key] === '1');
}

/** The first non-empty value of an ACL key (e.g. ACTIVITY_REP_GROUP_ID). */
export function getAclValue(user: UserInfo, key: AclKey): string | undefined {
  return productAcls(user)
    .map((acl) => acl[key])
    .find((value) => value !== undefined && value !== '');
}
