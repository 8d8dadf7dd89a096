import {
  canManageUsers,
  compactStateList,
  expandStateList,
  PRODUCT_CODES,
  productAclSchema,
  productsMapSchema,
  type ProductAcl,
  type ProductCode,
  type ProductsMap,
} from '@edge/contracts';
import type { UserRow } from '../auth/index';

function safeJson(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

/** A stored products map; anything unreadable grants nothing. */
export function productsOf(json: string): ProductsMap {
  const parsed = productsMapSchema.safeParse(safeJson(json));
  return parsed.success ? parsed.data : {};
}

/** The stored acls, keyed by product code. */
export function aclsOf(json: string): Partial<Record<ProductCode, ProductAcl>> {
  const stored = safeJson(json) as Record<string, unknown> | null;
  const acls: Partial<Record<ProductCode, ProductAcl>> = {};
  for (const code of PRODUCT_CODES) {
    const acl = productAclSchema.safeParse(stored?.[code]);
    if (stored?.[code] !== undefined && acl.success) acls[code] = acl.data;
  }
  return acls;
}

/** SPEC §6: whether the user may open Manage Users. */
export function isAccountAdmin(user: UserRow): boolean {
  const acls = aclsOf(user.acls);
  return canManageUsers({
    type: user.type,
    role: user.role,
    flag_show_upgrade_subscription: user.flag_show_upgrade_subscription,
    PC_acl: acls.PC,
    'H-W_acl': acls['H-W'],
    SGR_acl: acls.SGR,
    'A-R_acl': acls['A-R'],
  });
}

const NO_RIGHTS: ProductAcl = {
  ACTIVITY_REP_GROUP: '0',
  ACTIVITY_REP_ALL: '0',
  ENTERPERISE_ACC_ADMIN: '0',
  EXPORT_HISTORY_ENABLE: '0',
};

// ACL rights are account-level (admin-access.ts): a flag set on any product
// is the user's, so a change of products keeps every right.
function mergedRights(acls: Partial<Record<ProductCode, ProductAcl>>) {
  const merged: ProductAcl = { ...NO_RIGHTS };
  for (const acl of Object.values(acls)) {
    for (const [key, value] of Object.entries(acl) as [
      keyof ProductAcl,
      string | undefined,
    ][]) {
      if (value === undefined || value === '' || value === '0') continue;
      if (merged[key] === undefined || merged[key] === '0') merged[key] = value;
    }
  }
  return merged;
}

/** The acls column for new products: the user's rights on each of them. */
export function aclsForProducts(
  products: ProductsMap,
  currentAcls: string,
): string {
  const rights = mergedRights(aclsOf(currentAcls));
  return JSON.stringify(
    Object.fromEntries(Object.keys(products).map((code) => [code, rights])),
  );
}

/**
 * What an account bought: its own products, or when it has none recorded,
 * what its users hold between them (states of each product joined).
 */
export function boughtProducts(
  own: ProductsMap | null,
  users: readonly Pick<UserRow, 'products'>[],
): ProductsMap {
  if (own !== null) return own;
  const states = new Map<ProductCode, Set<string>>();
  for (const user of users) {
    const products = productsOf(user.products);
    for (const code of PRODUCT_CODES) {
      if (products[code] === undefined) continue;
      const held = states.get(code) ?? new Set<string>();
      expandStateList(products[code]).forEach((s) => held.add(s));
      states.set(code, held);
    }
  }
  const bought: ProductsMap = {};
  for (const [code, held] of states) bought[code] = compactStateList([...held]);
  return bought;
}

// The rights an administrator holds (SPEC §6): Manage Users and the
// account's activity reports.
const ADMIN_RIGHTS = ['ENTERPERISE_ACC_ADMIN', 'ACTIVITY_REP_ALL'] as const;

/**
 * The role and acls of a user given or losing administrator rights: the
 * rights on every product they hold. Given, the role becomes '1' (an
 * enterprise administrator) unless it is '2' (who also manages billing);
 * taken, role '1' goes back to '0' unless the user still administers a
 * group (ACTIVITY_REP_GROUP), so a grant and a removal leave a user as
 * they were.
 */
export function adminRights(
  user: Pick<UserRow, 'role' | 'acls'>,
  isAdmin: boolean,
): { role: string; acls: string } {
  const acls = aclsOf(user.acls);
  const flag = isAdmin ? '1' : '0';
  let isGroupAdmin = false;
  for (const code of Object.keys(acls) as ProductCode[]) {
    const acl: ProductAcl = { ...acls[code] };
    for (const key of ADMIN_RIGHTS) acl[key] = flag;
    isGroupAdmin ||= acl.ACTIVITY_REP_GROUP === '1';
    acls[code] = acl;
  }
  let role = user.role;
  if (isAdmin && role !== '1' && role !== '2') role = '1';
  if (!isAdmin && role === '1' && !isGroupAdmin) role = '0';
  return { role, acls: JSON.stringify(acls) };
}
